import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Core1763800000000 implements MigrationInterface {
  name = 'Core1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`
      CREATE TABLE idempotency_keys (
        id bigserial PRIMARY KEY,
        caller varchar(200) NOT NULL,
        scope varchar(100) NOT NULL,
        key varchar(255) NOT NULL,
        request_hash char(64) NOT NULL,
        state varchar(16) NOT NULL,
        status_code int,
        response_body jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT uq_idempotency_caller_scope_key UNIQUE (caller, scope, key)
      )`);
    await q.query(`CREATE INDEX idx_idempotency_created ON idempotency_keys (created_at)`);
    await q.query(`
      CREATE TABLE slugs (
        id bigserial PRIMARY KEY,
        scope varchar(60) NOT NULL,
        slug varchar(255) NOT NULL,
        entity_id bigint NOT NULL,
        is_current boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_slugs_scope_slug UNIQUE (scope, slug)
      )`);
    await q.query(`CREATE INDEX idx_slugs_entity ON slugs (scope, entity_id)`);
    await q.query(`CREATE UNIQUE INDEX uq_slugs_current ON slugs (scope, entity_id) WHERE is_current`);
    await q.query(`
      CREATE TABLE permissions (
        id bigserial PRIMARY KEY,
        name varchar(120) NOT NULL UNIQUE,
        module varchar(100) NOT NULL,
        action varchar(16) NOT NULL
      )`);
    await q.query(`
      CREATE TABLE admin_panel_sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX idx_admin_panel_sessions_expire ON admin_panel_sessions (expire)`);
    await q.query(`
      CREATE TABLE shared_secrets (
        name varchar(100) PRIMARY KEY,
        value text NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shared_secrets`);
    await q.query(`DROP TABLE admin_panel_sessions`);
    await q.query(`DROP TABLE permissions`);
    await q.query(`DROP TABLE slugs`);
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
