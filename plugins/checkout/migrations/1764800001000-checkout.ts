import type { MigrationInterface, QueryRunner } from 'typeorm';

const MONEY = (col: string, table: string) => `${col} bigint NOT NULL CONSTRAINT chk_${table}_${col} CHECK (${col} BETWEEN 0 AND 9007199254740991)`;

/**
 * Checkout sessions (issue 13): the frozen basket (lines, shipping snapshot, promotions) a payment settles.
 * One live session per customer (partial unique index), one settling attempt per session (unique), totals
 * that add up (CHECK), money never negative. The service decides under a per-customer advisory lock and the
 * session's row lock; these are the last line of defence.
 */
export class Checkout1764800001000 implements MigrationInterface {
  name = 'Checkout1764800001000';

  async up(q: QueryRunner): Promise<void> {
    await this.createCheckoutSessions(q);
    await this.createCheckoutSessionLines(q);
    await this.createCheckoutSessionPromotions(q);
  }

  private async createCheckoutSessions(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkout_sessions (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        customer_public_id uuid NOT NULL REFERENCES users(public_id) ON DELETE RESTRICT,
        status varchar(20) NOT NULL CONSTRAINT chk_checkout_sessions_status
          CHECK (status IN ('pending_payment', 'payment_in_progress', 'completed', 'cancelled', 'expired')),
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        cart_public_id uuid NOT NULL,
        cart_version integer NOT NULL CHECK (cart_version >= 1),
        address_public_id uuid NOT NULL,
        fulfilment_type varchar(10) NOT NULL DEFAULT 'delivery' CHECK (fulfilment_type IN ('delivery', 'pickup')),
        coupon_code varchar(64),
        currency char(3) NOT NULL DEFAULT 'NPR' CHECK (currency = 'NPR'),
        ${MONEY('subtotal', 'checkout_sessions')},
        ${MONEY('discount_amount', 'checkout_sessions')},
        ${MONEY('shipping_amount', 'checkout_sessions')},
        ${MONEY('shipping_discount_amount', 'checkout_sessions')},
        ${MONEY('grand_total', 'checkout_sessions')},
        any_price_changed boolean NOT NULL DEFAULT false,
        ship_recipient_name varchar(200) NOT NULL,
        ship_recipient_phone varchar(40) NOT NULL,
        ship_district_public_id uuid,
        ship_district_name varchar(200),
        ship_province_name varchar(200),
        ship_municipality_name varchar(200),
        ship_ward integer,
        ship_street varchar(500),
        ship_landmark varchar(500),
        ship_postal_code varchar(20),
        expires_at timestamptz NOT NULL,
        settled_attempt_id uuid,
        settled_method varchar(10) CHECK (settled_method IN ('cod', 'gateway')),
        settled_amount bigint CHECK (settled_amount BETWEEN 0 AND 9007199254740991),
        settled_at timestamptz,
        completed_at timestamptz,
        short_variant_ids uuid[] NOT NULL DEFAULT '{}',
        completion_message varchar(500),
        closed_at timestamptz,
        closed_by varchar(10) CHECK (closed_by IN ('customer', 'admin', 'sweep')),
        closed_by_admin_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_checkout_sessions_totals CHECK (grand_total = subtotal - discount_amount + shipping_amount - shipping_discount_amount),
        CONSTRAINT chk_checkout_sessions_discount CHECK (discount_amount <= subtotal),
        CONSTRAINT chk_checkout_sessions_shipping_discount CHECK (shipping_discount_amount <= shipping_amount),
        CONSTRAINT chk_checkout_sessions_settled CHECK (
          (settled_attempt_id IS NULL) = (settled_method IS NULL) AND (settled_attempt_id IS NULL) = (settled_amount IS NULL)
          AND (settled_attempt_id IS NULL) = (settled_at IS NULL)),
        CONSTRAINT chk_checkout_sessions_completed CHECK ((status = 'completed') = (completed_at IS NOT NULL)),
        CONSTRAINT chk_checkout_sessions_completed_settled CHECK (status <> 'completed' OR settled_attempt_id IS NOT NULL),
        -- the money settled is the total frozen: a payment for another amount never completes a checkout
        CONSTRAINT chk_checkout_sessions_settled_amount CHECK (settled_amount IS NULL OR settled_amount = grand_total),
        CONSTRAINT chk_checkout_sessions_closed CHECK ((status IN ('cancelled', 'expired')) = (closed_at IS NOT NULL))
      )`);
    // one live session per customer; one session per settled attempt
    await q.query(
      `CREATE UNIQUE INDEX uq_checkout_sessions_live ON checkout_sessions (customer_public_id) WHERE status IN ('pending_payment', 'payment_in_progress')`,
    );
    await q.query(`CREATE UNIQUE INDEX uq_checkout_sessions_settled_attempt ON checkout_sessions (settled_attempt_id) WHERE settled_attempt_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_checkout_sessions_sweep ON checkout_sessions (expires_at) WHERE status = 'pending_payment'`);
    await q.query(`CREATE INDEX idx_checkout_sessions_customer ON checkout_sessions (customer_public_id, created_at)`);
    await q.query(`CREATE INDEX idx_checkout_sessions_created ON checkout_sessions (created_at)`);
  }

  private async createCheckoutSessionLines(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkout_session_lines (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        session_id bigint NOT NULL REFERENCES checkout_sessions(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        variant_public_id uuid NOT NULL,
        product_public_id uuid NOT NULL,
        product_name varchar(500) NOT NULL,
        variant_name varchar(500),
        sku varchar(200),
        ${MONEY('unit_price', 'checkout_session_lines')},
        ${MONEY('mrp', 'checkout_session_lines')},
        quantity integer NOT NULL CONSTRAINT chk_checkout_session_lines_quantity CHECK (quantity >= 1),
        ${MONEY('line_total', 'checkout_session_lines')},
        ${MONEY('discount_amount', 'checkout_session_lines')},
        previous_unit_price bigint CHECK (previous_unit_price BETWEEN 0 AND 9007199254740991),
        reserved boolean NOT NULL,
        unavailable_quantity integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_checkout_session_lines_variant UNIQUE (session_id, variant_public_id),
        CONSTRAINT chk_checkout_session_lines_line_total_sum CHECK (line_total::numeric = unit_price::numeric * quantity),
        CONSTRAINT chk_checkout_session_lines_discount CHECK (discount_amount <= line_total),
        CONSTRAINT chk_checkout_session_lines_unavailable CHECK (unavailable_quantity BETWEEN 0 AND quantity)
      )`);
  }

  private async createCheckoutSessionPromotions(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkout_session_promotions (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        session_id bigint NOT NULL REFERENCES checkout_sessions(id) ON DELETE CASCADE,
        promotion_public_id uuid NOT NULL,
        name varchar(200) NOT NULL,
        coupon_code varchar(64),
        ${MONEY('discount_amount', 'checkout_session_promotions')},
        ${MONEY('shipping_discount_amount', 'checkout_session_promotions')},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_checkout_session_promotions UNIQUE (session_id, promotion_public_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE checkout_session_promotions`);
    await q.query(`DROP TABLE checkout_session_lines`);
    await q.query(`DROP TABLE checkout_sessions`);
  }
}
