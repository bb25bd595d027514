import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Blog1763800008000 implements MigrationInterface {
  name = 'Blog1763800008000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE blog_categories (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        name varchar(120) NOT NULL,
        slug varchar(200) NOT NULL UNIQUE,
        description varchar(2000),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE blog_posts (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        title varchar(255) NOT NULL,
        slug varchar(200) NOT NULL UNIQUE,
        excerpt varchar(1000),
        hero_intro varchar(5000),
        body text NOT NULL DEFAULT '',
        featured_image_url varchar(1000),
        featured_image_alt varchar(255),
        display_date timestamptz,
        category_id bigint REFERENCES blog_categories(id) ON DELETE RESTRICT,
        seo_id uuid,
        status varchar(16) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        published_at timestamptz,
        author_id bigint,
        author_name varchar(150),
        cta jsonb,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_blog_posts_category ON blog_posts (category_id)`);
    await q.query(`CREATE INDEX idx_blog_posts_status_published ON blog_posts (status, published_at)`);
    await q.query(`CREATE INDEX idx_blog_posts_updated ON blog_posts ("updatedAt")`);
    await q.query(`
      CREATE TABLE blog_post_faqs (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        post_id bigint NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
        question varchar(500) NOT NULL,
        answer varchar(5000) NOT NULL,
        position integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_blog_post_faqs_post ON blog_post_faqs (post_id, position)`);
    await q.query(`
      CREATE TABLE blog_post_videos (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        post_id bigint NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
        title varchar(255) NOT NULL,
        video_url varchar(1000) NOT NULL,
        seo_id uuid,
        description varchar(2000),
        thumbnail_url varchar(1000),
        position integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_blog_post_videos_post ON blog_post_videos (post_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM slugs WHERE scope IN ('blog_post', 'blog_category')`);
    await q.query(`DROP TABLE blog_post_videos`);
    await q.query(`DROP TABLE blog_post_faqs`);
    await q.query(`DROP TABLE blog_posts`);
    await q.query(`DROP TABLE blog_categories`);
  }
}
