import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763800001000 implements MigrationInterface {
  name = 'Accounts1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE roles (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        name varchar(100) NOT NULL UNIQUE,
        description varchar(500),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE role_permissions (
        role_id bigint NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
        permission_id bigint NOT NULL REFERENCES permissions(id) ON DELETE CASCADE,
        PRIMARY KEY (role_id, permission_id)
      )`);
    await q.query(`CREATE INDEX idx_role_permissions_permission ON role_permissions (permission_id)`);
    await q.query(`
      CREATE TABLE users (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        kind varchar(16) NOT NULL CHECK (kind IN ('admin', 'customer')),
        name varchar(150) NOT NULL,
        email varchar(254) NOT NULL UNIQUE,
        image varchar(1000),
        email_verified boolean NOT NULL DEFAULT false,
        phone varchar(32),
        phone_verified boolean NOT NULL DEFAULT false,
        password_hash varchar(255),
        role_id bigint REFERENCES roles(id) ON DELETE RESTRICT,
        is_superadmin boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        last_login_at timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "deletedAt" timestamptz
      )`);
    await q.query(`CREATE INDEX idx_users_kind_created ON users (kind, "createdAt")`);
    await q.query(`CREATE INDEX idx_users_role ON users (role_id)`);
    await q.query(`
      CREATE TABLE auth_sessions (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        refresh_token_hash char(64) NOT NULL,
        previous_refresh_token_hash char(64),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        device_id varchar(200),
        device_type varchar(100),
        device_name varchar(200),
        ip varchar(64),
        user_agent varchar(500),
        last_used_at timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_auth_sessions_user ON auth_sessions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_sessions`);
    await q.query(`DROP TABLE users`);
    await q.query(`DROP TABLE role_permissions`);
    await q.query(`DROP TABLE roles`);
  }
}
