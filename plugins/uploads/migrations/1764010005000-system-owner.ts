import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files the system stores (the demo shop's images) have no uploader: owner_kind 'system' with no owner_id.
 * A system file is known by its type and name, once: a second seed finds it instead of storing a copy.
 */
export class UploadsSystemOwner1764010005000 implements MigrationInterface {
  name = 'UploadsSystemOwner1764010005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE uploaded_files DROP CONSTRAINT IF EXISTS uploaded_files_owner_kind_check`);
    await q.query(`ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_owner_kind_check CHECK (owner_kind IN ('admin', 'customer', 'system'))`);
    await q.query(`ALTER TABLE uploaded_files ALTER COLUMN owner_id DROP NOT NULL`);
    await q.query(`ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_owner_id_check CHECK ((owner_kind = 'system') = (owner_id IS NULL))`);
    await q.query(`CREATE UNIQUE INDEX uq_uploaded_files_system_name ON uploaded_files (upload_type, original_name) WHERE owner_kind = 'system'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM uploaded_files WHERE owner_kind = 'system'`);
    await q.query(`DROP INDEX uq_uploaded_files_system_name`);
    await q.query(`ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_owner_id_check`);
    await q.query(`ALTER TABLE uploaded_files ALTER COLUMN owner_id SET NOT NULL`);
    await q.query(`ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_owner_kind_check`);
    await q.query(`ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_owner_kind_check CHECK (owner_kind IN ('admin', 'customer'))`);
  }
}
