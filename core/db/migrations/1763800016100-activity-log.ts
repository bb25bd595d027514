import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The activity log any plugin writes (core/lifecycle: recordActivity). */
export class ActivityLog1763800016100 implements MigrationInterface {
  name = 'ActivityLog1763800016100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE activity_log (
        id bigserial PRIMARY KEY,
        actor varchar(100) NOT NULL,
        action varchar(40) NOT NULL,
        entity varchar(40) NOT NULL,
        public_id uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_activity_log_entity ON activity_log (entity, public_id, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE activity_log`);
  }
}
