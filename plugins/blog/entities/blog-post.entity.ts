import { Column, Entity, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { BlogCategory } from './blog-category.entity.js';
import { BlogPostFaq } from './blog-post-faq.entity.js';
import { BlogPostVideo } from './blog-post-video.entity.js';

export type BlogPostStatus = 'draft' | 'published';
export const BLOG_POST_STATUSES: readonly BlogPostStatus[] = ['draft', 'published'];

export interface BlogPostCta {
  ctaTitle: string;
  ctaButtonLabel: string;
  ctaButtonLink: string;
  position: number;
}

/** A blog post; its slug history lives in the slug registry (scope blog_post). */
@Entity('blog_posts')
export class BlogPost extends BaseModel {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  excerpt: string | null;

  @Column({ type: 'varchar', length: 5000, nullable: true })
  heroIntro: string | null;

  /** sanitised HTML */
  @Column({ type: 'text', default: '' })
  body: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  featuredImageUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  featuredImageAlt: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  displayDate: Date | null;

  @Column({ type: 'bigint', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => BlogCategory, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  category: BlogCategory | null;

  @Column({ type: 'uuid', nullable: true })
  seoId: string | null;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status: BlogPostStatus;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** internal id of the admin who created the post (no foreign key: users belong to accounts) */
  @Column({ type: 'bigint', nullable: true })
  authorId: string | null;

  /** the author's name as it was when the post was created */
  @Column({ type: 'varchar', length: 150, nullable: true })
  authorName: string | null;

  @Column({ type: 'jsonb', nullable: true })
  cta: BlogPostCta | null;

  @OneToMany(() => BlogPostFaq, (f) => f.post)
  faqs: BlogPostFaq[];

  @OneToMany(() => BlogPostVideo, (v) => v.post)
  videos: BlogPostVideo[];
}
