import type { MigrationInterface, QueryRunner } from 'typeorm';

const NULLABLE_MONEY = (column: string) => `${column} bigint CHECK (${column} BETWEEN 0 AND 9007199254740991)`;

/**
 * Promotions (issue 12): coupons with their scope targets, and the slots the checkout holds, releases and
 * consumes. The usage counters are guarded here too: never negative, never past the usage limit.
 */
export class Promotions1764300001000 implements MigrationInterface {
  name = 'Promotions1764300001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coupons (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        code varchar(64) NOT NULL CHECK (code = upper(btrim(code)) AND char_length(code) BETWEEN 3 AND 64),
        name varchar(150) NOT NULL,
        kind varchar(16) NOT NULL CHECK (kind IN ('percentage', 'fixed', 'free_shipping')),
        value_bps integer CHECK (value_bps BETWEEN 1 AND 10000),
        ${NULLABLE_MONEY('amount')},
        ${NULLABLE_MONEY('max_discount')},
        ${NULLABLE_MONEY('min_subtotal')},
        starts_at timestamptz,
        ends_at timestamptz,
        usage_limit integer CHECK (usage_limit >= 1),
        per_customer_limit integer CHECK (per_customer_limit >= 1),
        scope varchar(12) NOT NULL DEFAULT 'all' CHECK (scope IN ('all', 'categories', 'brands', 'products')),
        is_active boolean NOT NULL DEFAULT true,
        used_count integer NOT NULL DEFAULT 0,
        held_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT chk_coupons_used_count CHECK (used_count >= 0),
        CONSTRAINT chk_coupons_held_count CHECK (held_count >= 0),
        CONSTRAINT chk_coupons_usage_limit CHECK (usage_limit IS NULL OR used_count + held_count <= usage_limit),
        CONSTRAINT chk_coupons_value_bps CHECK ((kind = 'percentage') = (value_bps IS NOT NULL)),
        CONSTRAINT chk_coupons_amount CHECK ((kind = 'fixed') = (amount IS NOT NULL)),
        CONSTRAINT chk_coupons_max_discount CHECK (max_discount IS NULL OR kind = 'percentage'),
        CONSTRAINT chk_coupons_ends_at CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_coupons_live_code ON coupons (upper(code)) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX idx_coupons_created ON coupons (created_at, id)`);
    for (const [table, column, target] of [
      ['coupon_categories', 'category_id', 'categories'],
      ['coupon_brands', 'brand_id', 'brands'],
      ['coupon_products', 'product_id', 'products'],
    ]) {
      await q.query(`
        CREATE TABLE ${table} (
          coupon_id bigint NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
          ${column} bigint NOT NULL REFERENCES ${target}(id) ON DELETE RESTRICT,
          PRIMARY KEY (coupon_id, ${column})
        )`);
      await q.query(`CREATE INDEX idx_${table}_target ON ${table} (${column}, coupon_id)`);
    }
    await q.query(`
      CREATE TABLE coupon_slots (
        id bigserial PRIMARY KEY,
        ref varchar(200) NOT NULL UNIQUE,
        coupon_id bigint NOT NULL REFERENCES coupons(id) ON DELETE RESTRICT,
        customer_id uuid NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'released', 'consumed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_coupon_slots_customer ON coupon_slots (coupon_id, customer_id) WHERE status IN ('held', 'consumed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['coupon_slots', 'coupon_products', 'coupon_brands', 'coupon_categories', 'coupons']) await q.query(`DROP TABLE ${table}`);
  }
}
