import { Column, Entity } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';

/** A product tag; its slug lives in the core slug registry (scope `tag`). */
@Entity('tags')
export class Tag extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'boolean', default: true })
  isVisible: boolean;
}
