import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import type { BlogPost } from './blog-post.entity.js';

@Entity('blog_post_videos')
export class BlogPostVideo extends BaseModel {
  @Column({ type: 'bigint' })
  postId: string;

  @ManyToOne('BlogPost', 'videos', { onDelete: 'CASCADE' })
  @JoinColumn()
  post: BlogPost;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  videoUrl: string;

  @Column({ type: 'uuid', nullable: true })
  seoId: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  thumbnailUrl: string | null;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
