import { Column, Entity } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';

/** The SEO metadata a storefront renders for a page, post, banner or product (referenced by seoId). */
@Entity('seo_records')
export class SeoRecord extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 160, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  canonicalUrl: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  robots: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  ogImageUrl: string | null;
}
