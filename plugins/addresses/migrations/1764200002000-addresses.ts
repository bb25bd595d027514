import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer addresses (issue 12): archived rather than deleted (orders keep pointing at them); one default
 * among a customer's live addresses (partial unique index); the field rules again as checks.
 */
export class Addresses1764200002000 implements MigrationInterface {
  name = 'Addresses1764200002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_addresses (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        label varchar(50),
        recipient_name varchar(100) NOT NULL CHECK (char_length(recipient_name) >= 2),
        recipient_phone varchar(10) NOT NULL CHECK (recipient_phone ~ '^9[78][0-9]{8}$'),
        district_id bigint NOT NULL REFERENCES districts(id) ON DELETE RESTRICT,
        municipality_name varchar(100) NOT NULL CHECK (char_length(municipality_name) >= 2),
        ward smallint NOT NULL CHECK (ward BETWEEN 1 AND 35),
        street varchar(200) NOT NULL CHECK (char_length(street) >= 2),
        landmark varchar(200),
        postal_code varchar(5) CHECK (postal_code ~ '^[0-9]{5}$'),
        is_default boolean NOT NULL DEFAULT false,
        archived_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_customer_addresses_default_live CHECK (NOT (is_default AND archived_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX idx_customer_addresses_user_live ON customer_addresses (user_id, created_at DESC) WHERE archived_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX uq_customer_addresses_default ON customer_addresses (user_id) WHERE is_default AND archived_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE customer_addresses`);
  }
}
