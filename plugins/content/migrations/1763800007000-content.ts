import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Content1763800007000 implements MigrationInterface {
  name = 'Content1763800007000';

  async up(q: QueryRunner): Promise<void> {
    // page ids are integers in the spec, so they are exposed as they are (no publicId)
    await q.query(`
      CREATE TABLE content_pages (
        id serial PRIMARY KEY,
        "pageKey" varchar(80) NOT NULL UNIQUE,
        title varchar(255) NOT NULL,
        "seoId" uuid,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE content_sections (
        id bigserial PRIMARY KEY,
        page_id integer NOT NULL REFERENCES content_pages(id) ON DELETE CASCADE,
        "sectionKey" varchar(80) NOT NULL,
        position integer NOT NULL DEFAULT 0,
        "isEnabled" boolean NOT NULL DEFAULT true,
        payload jsonb NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_content_sections_page_key UNIQUE (page_id, "sectionKey")
      )`);
    await q.query(`CREATE INDEX idx_content_sections_page_order ON content_sections (page_id, position, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content_sections`);
    await q.query(`DROP TABLE content_pages`);
  }
}
