import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

/** A blog category; its slug history lives in the slug registry (scope blog_category). */
@Entity('blog_categories')
export class BlogCategory extends BaseModel {
  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** the current slug (the registry also keeps the retired ones) */
  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;
}
