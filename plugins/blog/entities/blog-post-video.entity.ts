import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import type { BlogPost } from './blog-post.entity.js';

@Entity('blog_post_videos')
export class BlogPostVideo extends BaseModel {
  @Column({ type: 'bigint', name: 'post_id' })
  postId: string;

  @ManyToOne('BlogPost', 'videos', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post: BlogPost;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 1000, name: 'video_url' })
  videoUrl: string;

  @Column({ type: 'uuid', name: 'seo_id', nullable: true })
  seoId: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 1000, name: 'thumbnail_url', nullable: true })
  thumbnailUrl: string | null;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
