import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsFederated1763800004000 implements MigrationInterface {
  name = 'AccountsFederated1763800004000';

  async up(q: QueryRunner): Promise<void> {
    // a customer's federated identities: (provider, subject) is the identity; email is what it said at link time
    await q.query(`
      CREATE TABLE user_identities (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider varchar(32) NOT NULL,
        subject varchar(255) NOT NULL,
        email varchar(254),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_user_identities_provider_subject UNIQUE (provider, subject)
      )`);
    await q.query(`CREATE INDEX idx_user_identities_user ON user_identities (user_id, provider)`);
    // one-time codes handed to the frontend by the callback: only the sha256 is kept, with the
    // identity the provider asserted (never its tokens); link_user_id is set for a link flow
    await q.query(`
      CREATE TABLE oauth_codes (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        code_hash char(64) NOT NULL UNIQUE,
        provider varchar(32) NOT NULL,
        subject varchar(255) NOT NULL,
        email varchar(254),
        email_verified boolean NOT NULL DEFAULT false,
        name varchar(150),
        image varchar(1000),
        link_user_id bigint REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_oauth_codes_expires ON oauth_codes (expires_at)`);
    // client settings an admin manages at run time; endpoints come from the issuer's discovery document
    await q.query(`
      CREATE TABLE oauth_provider_settings (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        provider varchar(32) NOT NULL UNIQUE,
        issuer varchar(500) NOT NULL,
        authorization_endpoint varchar(1000) NOT NULL,
        token_endpoint varchar(1000) NOT NULL,
        userinfo_endpoint varchar(1000),
        jwks_uri varchar(1000) NOT NULL,
        client_id varchar(255) NOT NULL,
        client_secret varchar(500) NOT NULL,
        scopes varchar(500) NOT NULL DEFAULT 'email profile',
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oauth_provider_settings`);
    await q.query(`DROP TABLE oauth_codes`);
    await q.query(`DROP TABLE user_identities`);
  }
}
