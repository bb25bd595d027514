import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Uploads1763800006000 implements MigrationInterface {
  name = 'Uploads1763800006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE uploaded_files (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        key varchar(1024) NOT NULL UNIQUE,
        upload_type varchar(16) NOT NULL,
        filename varchar(255) NOT NULL,
        original_name varchar(255) NOT NULL,
        mime_type varchar(255) NOT NULL,
        size bigint NOT NULL,
        is_public boolean NOT NULL,
        owner_kind varchar(16) NOT NULL CHECK (owner_kind IN ('admin', 'customer')),
        owner_id uuid NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_uploaded_files_created ON uploaded_files ("createdAt")`);
    await q.query(`CREATE INDEX idx_uploaded_files_owner ON uploaded_files (owner_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE uploaded_files`);
  }
}
