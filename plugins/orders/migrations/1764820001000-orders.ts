import type { MigrationInterface, QueryRunner } from 'typeorm';

const MONEY = (column: string, extra = '') => `${column} bigint NOT NULL ${extra} CHECK (${column} BETWEEN 0 AND 9007199254740991)`;
const QUANTITY = (column: string) => `${column} integer NOT NULL DEFAULT 0 CHECK (${column} >= 0)`;

export const ORDER_STATUSES_SQL = `'created', 'confirmed', 'processing', 'partially_shipped', 'shipped', 'partially_delivered', 'delivered', 'completed', 'cancelled'`;

/**
 * Orders (issue 13), designed for the lifecycle of the next issue too (confirm, shipments, COD collection,
 * returns, refunds): one order per checkout (unique), money that adds up (checked per row, and the lines
 * against the order by a deferred trigger at commit), quantity fields that never exceed the line, the COD
 * columns all null or all set, and a timeline whose entries say whether the customer sees them.
 */
export class Orders1764820001000 implements MigrationInterface {
  name = 'Orders1764820001000';

  async up(q: QueryRunner): Promise<void> {
    await this.createOrderNumbers(q);
    await this.createOrders(q);
    await this.createOrderItems(q);
    await this.createOrderPromotions(q);
    await this.createOrderEvents(q);
    await this.createLinesAddUpCheck(q);
  }

  private async createOrderNumbers(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE order_number_seq AS bigint START 1`);
    // BZ-000123: six digits at least, never truncated past 999999
    await q.query(`
      CREATE FUNCTION next_order_number() RETURNS varchar LANGUAGE sql VOLATILE AS $$
        SELECT 'BZ-' || lpad(n::text, greatest(6, length(n::text)), '0') FROM (SELECT nextval('order_number_seq') AS n) s
      $$`);
  }

  private async createOrders(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        order_number varchar(32) NOT NULL DEFAULT next_order_number() CONSTRAINT uq_orders_number UNIQUE,
        customer_public_id uuid NOT NULL REFERENCES users(public_id) ON DELETE RESTRICT,
        checkout_public_id uuid NOT NULL CONSTRAINT uq_orders_checkout UNIQUE,
        payment_attempt_public_id uuid,
        status varchar(24) NOT NULL DEFAULT 'created' CONSTRAINT chk_orders_status CHECK (status IN (${ORDER_STATUSES_SQL})),
        fulfilment_type varchar(16) NOT NULL CONSTRAINT chk_orders_fulfilment CHECK (fulfilment_type IN ('delivery', 'pickup')),
        payment_method varchar(16) NOT NULL CONSTRAINT chk_orders_payment_method CHECK (payment_method IN ('cod', 'gateway')),
        currency char(3) NOT NULL DEFAULT 'NPR' CONSTRAINT chk_orders_currency CHECK (currency = 'NPR'),
        ${MONEY('subtotal')},
        ${MONEY('discount_amount')},
        ${MONEY('shipping_amount')},
        ${MONEY('shipping_discount_amount')},
        ${MONEY('grand_total')},
        ${MONEY('paid_amount')},
        ${MONEY('refunded_amount', 'DEFAULT 0')},
        cod_collected_at timestamptz,
        cod_collected_amount bigint,
        cod_collected_by uuid,
        ship_recipient_name varchar(150),
        ship_recipient_phone varchar(32),
        ship_district_public_id uuid,
        ship_district_name varchar(150),
        ship_province_name varchar(150),
        ship_municipality_name varchar(150),
        ship_ward integer,
        ship_street varchar(300),
        ship_landmark varchar(300),
        ship_postal_code varchar(16),
        checkout_completed_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        delivered_at timestamptz,
        cancelled_at timestamptz,
        completed_at timestamptz,
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_orders_discount CHECK (discount_amount <= subtotal),
        CONSTRAINT chk_orders_shipping_discount CHECK (shipping_discount_amount <= shipping_amount),
        CONSTRAINT chk_orders_grand_total CHECK (grand_total = subtotal - discount_amount + shipping_amount - shipping_discount_amount),
        CONSTRAINT chk_orders_paid CHECK (paid_amount = grand_total),
        CONSTRAINT chk_orders_refunded CHECK (refunded_amount <= paid_amount),
        CONSTRAINT chk_orders_cod_all_or_none CHECK (
          (cod_collected_at IS NULL) = (cod_collected_amount IS NULL) AND (cod_collected_at IS NULL) = (cod_collected_by IS NULL)),
        CONSTRAINT chk_orders_cod_collection CHECK (cod_collected_amount IS NULL OR (
          payment_method = 'cod' AND status IN ('delivered', 'completed') AND cod_collected_amount BETWEEN 1 AND grand_total)),
        CONSTRAINT chk_orders_delivery_address CHECK (fulfilment_type <> 'delivery' OR (
          ship_recipient_name IS NOT NULL AND ship_recipient_phone IS NOT NULL)),
        CONSTRAINT chk_orders_ward CHECK (ship_ward IS NULL OR ship_ward BETWEEN 1 AND 35)
      )`);
    await q.query(`CREATE INDEX idx_orders_customer_created ON orders (customer_public_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_orders_created ON orders (created_at, id)`);
    await q.query(`CREATE INDEX idx_orders_status_created ON orders (status, created_at)`);
  }

  private async createOrderItems(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_items (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        checkout_line_public_id uuid,
        variant_public_id uuid NOT NULL,
        product_public_id uuid NOT NULL,
        product_name varchar(300) NOT NULL,
        variant_name varchar(300),
        sku varchar(100),
        ${MONEY('unit_price')},
        ${MONEY('mrp')},
        quantity integer NOT NULL CONSTRAINT chk_order_items_quantity CHECK (quantity >= 1),
        ${MONEY('line_total')},
        ${MONEY('discount_amount')},
        ${MONEY('refunded_amount', 'DEFAULT 0')},
        ${QUANTITY('unavailable_quantity')},
        ${QUANTITY('cancelled_quantity')},
        ${QUANTITY('shipped_quantity')},
        ${QUANTITY('delivered_quantity')},
        ${QUANTITY('returned_quantity')},
        ${QUANTITY('return_pending_quantity')},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_order_items_position UNIQUE (order_id, position),
        CONSTRAINT chk_order_items_line_total CHECK (line_total::numeric = unit_price::numeric * quantity),
        CONSTRAINT chk_order_items_discount CHECK (discount_amount <= line_total),
        CONSTRAINT chk_order_items_refunded CHECK (refunded_amount <= line_total - discount_amount),
        CONSTRAINT chk_order_items_units CHECK (unavailable_quantity + cancelled_quantity + shipped_quantity <= quantity),
        CONSTRAINT chk_order_items_delivered CHECK (delivered_quantity <= shipped_quantity),
        CONSTRAINT chk_order_items_returns CHECK (returned_quantity + return_pending_quantity <= delivered_quantity)
      )`);
    await q.query(`CREATE INDEX idx_order_items_variant ON order_items (variant_public_id)`);
  }

  private async createOrderPromotions(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_promotions (
        id bigserial PRIMARY KEY,
        order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        promotion_public_id uuid NOT NULL,
        name varchar(150) NOT NULL,
        coupon_code varchar(64),
        ${MONEY('discount_amount')},
        ${MONEY('shipping_discount_amount')},
        CONSTRAINT uq_order_promotions UNIQUE (order_id, promotion_public_id)
      )`);
  }

  private async createOrderEvents(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_events (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        type varchar(64) NOT NULL,
        customer_visible boolean NOT NULL,
        message varchar(500),
        from_status varchar(24) CHECK (from_status IN (${ORDER_STATUSES_SQL})),
        to_status varchar(24) CHECK (to_status IN (${ORDER_STATUSES_SQL})),
        detail jsonb,
        actor_kind varchar(16) NOT NULL CHECK (actor_kind IN ('admin', 'customer', 'system')),
        actor_public_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_order_events_order ON order_events (order_id, created_at, id)`);
  }

  private async createLinesAddUpCheck(q: QueryRunner): Promise<void> {
    // the lines add up to the order (checked at commit, once order and lines are all written)
    await q.query(`
      CREATE FUNCTION orders_lines_add_up() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        oid bigint;
        o orders%ROWTYPE;
        lines_subtotal numeric;
        lines_discount numeric;
      BEGIN
        IF TG_TABLE_NAME = 'orders' THEN oid := NEW.id; ELSE oid := NEW.order_id; END IF;
        SELECT * INTO o FROM orders WHERE id = oid;
        IF NOT FOUND THEN RETURN NULL; END IF;
        SELECT coalesce(sum(line_total), 0), coalesce(sum(discount_amount), 0) INTO lines_subtotal, lines_discount FROM order_items WHERE order_id = oid;
        IF lines_subtotal <> o.subtotal OR lines_discount <> o.discount_amount THEN
          RAISE EXCEPTION 'order % lines (subtotal %, discount %) do not add up to the order (%, %)', oid, lines_subtotal, lines_discount, o.subtotal, o.discount_amount
            USING ERRCODE = 'check_violation', CONSTRAINT = 'chk_orders_lines_add_up';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER trg_orders_lines_add_up AFTER INSERT OR UPDATE OF subtotal, discount_amount ON orders
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION orders_lines_add_up()`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER trg_order_items_add_up AFTER INSERT OR UPDATE OF line_total, discount_amount ON order_items
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION orders_lines_add_up()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_events`);
    await q.query(`DROP TABLE order_promotions`);
    await q.query(`DROP TABLE order_items`);
    await q.query(`DROP TABLE orders`);
    await q.query(`DROP FUNCTION orders_lines_add_up()`);
    await q.query(`DROP FUNCTION next_order_number()`);
    await q.query(`DROP SEQUENCE order_number_seq`);
  }
}
