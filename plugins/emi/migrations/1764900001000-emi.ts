import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * EMI (spec 02 "EMI", issue 22): the one settings row, the tenure vocabulary (seeded 3..60 months), banks (soft
 * deleted, ordered), the tenures each bank offers, the append-only rate history and the eligibility lists. Rates
 * are never updated (a trigger refuses it); the eligibility lists reference the catalog's and products' rows.
 */
export class Emi1764900001000 implements MigrationInterface {
  name = 'Emi1764900001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE emi_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        enabled boolean NOT NULL DEFAULT false,
        price_source varchar(16) NOT NULL DEFAULT 'selling_price' CHECK (price_source IN ('selling_price', 'mrp')),
        eligibility_mode varchar(16) NOT NULL DEFAULT 'all' CHECK (eligibility_mode IN ('all', 'selected')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO emi_settings (id) VALUES (1)`);
    await q.query(`
      CREATE TABLE emi_tenures (
        id bigserial PRIMARY KEY,
        months integer NOT NULL CONSTRAINT uq_emi_tenures_months UNIQUE CHECK (months BETWEEN 1 AND 120),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO emi_tenures (months) SELECT unnest(ARRAY[3, 6, 9, 12, 18, 24, 36, 48, 60])`);
    await q.query(`
      CREATE TABLE emi_banks (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        name varchar(150) NOT NULL CHECK (length(btrim(name)) >= 2),
        logo_url varchar(2048),
        is_active boolean NOT NULL DEFAULT true,
        position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await q.query(`CREATE INDEX idx_emi_banks_live_position ON emi_banks (position, id) WHERE deleted_at IS NULL`);
    await q.query(`
      CREATE TABLE emi_bank_tenures (
        bank_id bigint NOT NULL REFERENCES emi_banks(id) ON DELETE CASCADE,
        months integer NOT NULL REFERENCES emi_tenures(months),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (bank_id, months)
      )`);
    await this.createRates(q);
    await this.createEligibility(q);
  }

  private async createRates(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE emi_rates (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        bank_id bigint NOT NULL REFERENCES emi_banks(id) ON DELETE CASCADE,
        annual_rate_bps integer NOT NULL CHECK (annual_rate_bps BETWEEN 0 AND 10000),
        effective_from timestamptz NOT NULL,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_emi_rates_bank_effective ON emi_rates (bank_id, effective_from DESC, id DESC)`);
    // append-only: a correction is a new rate, never an edit
    await q.query(`
      CREATE FUNCTION emi_rates_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'emi_rates is append-only' USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`CREATE TRIGGER trg_emi_rates_append_only BEFORE UPDATE ON emi_rates FOR EACH ROW EXECUTE FUNCTION emi_rates_append_only()`);
  }

  private async createEligibility(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE emi_eligible_categories (
        category_id bigint PRIMARY KEY REFERENCES categories(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE emi_eligible_products (
        product_id bigint PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS emi_eligible_products, emi_eligible_categories, emi_rates, emi_bank_tenures, emi_banks, emi_tenures, emi_settings`);
    await q.query(`DROP FUNCTION IF EXISTS emi_rates_append_only()`);
  }
}
