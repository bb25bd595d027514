import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import type { BlogPost } from './blog-post.entity.js';

@Entity('blog_post_faqs')
export class BlogPostFaq extends BaseModel {
  @Column({ type: 'bigint' })
  postId: string;

  @ManyToOne('BlogPost', 'faqs', { onDelete: 'CASCADE' })
  @JoinColumn()
  post: BlogPost;

  @Column({ type: 'varchar', length: 500 })
  question: string;

  @Column({ type: 'varchar', length: 5000 })
  answer: string;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
