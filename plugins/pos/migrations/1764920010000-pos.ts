import type { MigrationInterface, QueryRunner } from 'typeorm';

const MONEY = (col: string) => `${col} bigint CONSTRAINT chk_pos_sales_${col} CHECK (${col} BETWEEN 0 AND 9007199254740991)`;

/**
 * POS sales (issue 23): a sale orchestrates the ordinary cart, checkout session, payment attempt and order (links
 * unique, all set exactly when completed); lines per variant (1..99 units); its timeline. Drafts hold no stock.
 */
export class Pos1764920010000 implements MigrationInterface {
  name = 'Pos1764920010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pos_sales (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        status varchar(12) NOT NULL DEFAULT 'draft' CONSTRAINT chk_pos_sales_status CHECK (status IN ('draft', 'picked_up', 'ordered', 'cancelled')),
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_by uuid NOT NULL REFERENCES users(public_id) ON DELETE RESTRICT,
        customer_public_id uuid REFERENCES users(public_id) ON DELETE RESTRICT,
        customer_created boolean NOT NULL DEFAULT false,
        fulfilment varchar(10) NOT NULL DEFAULT 'pickup' CONSTRAINT chk_pos_sales_fulfilment CHECK (fulfilment IN ('pickup', 'delivery')),
        address_public_id uuid,
        shipping_charge bigint NOT NULL DEFAULT 0 CONSTRAINT chk_pos_sales_shipping_charge CHECK (shipping_charge BETWEEN 0 AND 9007199254740991),
        cart_public_id uuid CONSTRAINT uq_pos_sales_cart UNIQUE,
        checkout_public_id uuid CONSTRAINT uq_pos_sales_checkout UNIQUE,
        payment_attempt_public_id uuid CONSTRAINT uq_pos_sales_payment_attempt UNIQUE,
        order_public_id uuid CONSTRAINT uq_pos_sales_order UNIQUE,
        payment_method varchar(10) CONSTRAINT chk_pos_sales_payment_method CHECK (payment_method IN ('cash', 'card', 'qr')),
        ${MONEY('amount_tendered')},
        ${MONEY('change_given')},
        payment_reference varchar(200),
        ${MONEY('grand_total')},
        completed_at timestamptz,
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_pos_sales_pickup CHECK (fulfilment = 'delivery' OR (address_public_id IS NULL AND shipping_charge = 0)),
        CONSTRAINT chk_pos_sales_completed CHECK (
          (status IN ('picked_up', 'ordered')) = (completed_at IS NOT NULL)
          AND (completed_at IS NULL) = (cart_public_id IS NULL)
          AND (completed_at IS NULL) = (checkout_public_id IS NULL)
          AND (completed_at IS NULL) = (payment_attempt_public_id IS NULL)
          AND (completed_at IS NULL) = (order_public_id IS NULL)
          AND (completed_at IS NULL) = (payment_method IS NULL)
          AND (completed_at IS NULL) = (grand_total IS NULL)
          AND (completed_at IS NULL OR customer_public_id IS NOT NULL)
        ),
        CONSTRAINT chk_pos_sales_cancelled CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX idx_pos_sales_created ON pos_sales (created_at, id)`);
    await q.query(`CREATE INDEX idx_pos_sales_created_by ON pos_sales (created_by, created_at)`);
    await q.query(`
      CREATE TABLE pos_sale_lines (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        sale_id bigint NOT NULL REFERENCES pos_sales(id) ON DELETE CASCADE,
        product_public_id uuid NOT NULL,
        variant_public_id uuid NOT NULL REFERENCES product_variants(public_id) ON DELETE RESTRICT,
        quantity integer NOT NULL CONSTRAINT chk_pos_sale_lines_quantity CHECK (quantity BETWEEN 1 AND 99),
        -- the unit price charged, frozen at completion (a draft's lines are priced live)
        unit_price bigint CONSTRAINT chk_pos_sale_lines_unit_price CHECK (unit_price BETWEEN 0 AND 9007199254740991),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_pos_sale_lines_variant UNIQUE (sale_id, variant_public_id)
      )`);
    await q.query(`
      CREATE TABLE pos_sale_events (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        sale_id bigint NOT NULL REFERENCES pos_sales(id) ON DELETE CASCADE,
        event varchar(40) NOT NULL,
        actor varchar(64) NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_pos_sale_events_sale ON pos_sale_events (sale_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pos_sale_events`);
    await q.query(`DROP TABLE pos_sale_lines`);
    await q.query(`DROP TABLE pos_sales`);
  }
}
