import type { MigrationInterface, QueryRunner } from 'typeorm';

const MONEY = (column: string, extra = '') => `${column} bigint NOT NULL ${extra} CHECK (${column} BETWEEN 0 AND 9007199254740991)`;

/**
 * The order lifecycle (issue 21): shipments with device serials (a serial taken once among live parcels),
 * returns with their lines, refunds with theirs (live refunds never above what was paid, per order and per
 * line, checked at commit), the pickup-ready mark, and the mails sent once per order and kind.
 */
export class OrderLifecycle1764860001000 implements MigrationInterface {
  name = 'OrderLifecycle1764860001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN ready_for_pickup_at timestamptz, ADD COLUMN cancel_reason varchar(500),
      ADD CONSTRAINT chk_orders_ready_for_pickup CHECK (ready_for_pickup_at IS NULL OR fulfilment_type = 'pickup')`);
    await this.createShipments(q);
    await this.createReturns(q);
    await this.createRefunds(q);
    await this.createRefundBounds(q);
    await q.query(`
      CREATE TABLE order_mails (
        order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        kind varchar(32) NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (order_id, kind)
      )`);
  }

  private async createShipments(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_shipments (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL DEFAULT 'parcel' CONSTRAINT chk_order_shipments_kind CHECK (kind IN ('parcel', 'counter')),
        status varchar(16) NOT NULL DEFAULT 'open' CONSTRAINT chk_order_shipments_status CHECK (status IN ('open', 'delivered', 'failed')),
        carrier varchar(100),
        tracking_number varchar(100),
        failure_reason varchar(500),
        created_by uuid,
        closed_by uuid,
        closed_at timestamptz,
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_order_shipments_closed CHECK ((status = 'open') = (closed_at IS NULL))
      )`);
    await q.query(`CREATE INDEX idx_order_shipments_order ON order_shipments (order_id, created_at, id)`);
    await q.query(`
      CREATE TABLE order_shipment_items (
        id bigserial PRIMARY KEY,
        shipment_id bigint NOT NULL REFERENCES order_shipments(id) ON DELETE CASCADE,
        order_item_id bigint NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity >= 1),
        CONSTRAINT uq_order_shipment_items UNIQUE (shipment_id, order_item_id)
      )`);
    // a serial is taken while its parcel is open or delivered; failing the parcel frees it (released_at set)
    await q.query(`
      CREATE TABLE order_shipment_serials (
        id bigserial PRIMARY KEY,
        shipment_id bigint NOT NULL REFERENCES order_shipments(id) ON DELETE CASCADE,
        order_item_id bigint NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
        serial varchar(100) NOT NULL CHECK (length(serial) >= 1),
        released_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_order_serials_live ON order_shipment_serials (serial) WHERE released_at IS NULL`);
    await q.query(`CREATE INDEX idx_order_serials_shipment ON order_shipment_serials (shipment_id)`);
  }

  private async createReturns(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_returns (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        status varchar(16) NOT NULL DEFAULT 'requested' CONSTRAINT chk_order_returns_status
          CHECK (status IN ('requested', 'approved', 'rejected', 'received', 'inspected', 'cancelled')),
        note varchar(1000),
        decision_reason varchar(500),
        requested_by uuid NOT NULL,
        decided_by uuid,
        decided_at timestamptz,
        received_at timestamptz,
        inspected_at timestamptz,
        cancelled_at timestamptz,
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_order_returns_rejected CHECK (status <> 'rejected' OR decision_reason IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX idx_order_returns_order ON order_returns (order_id, created_at)`);
    await q.query(`CREATE INDEX idx_order_returns_status ON order_returns (status, created_at)`);
    await q.query(`
      CREATE TABLE order_return_items (
        id bigserial PRIMARY KEY,
        return_id bigint NOT NULL REFERENCES order_returns(id) ON DELETE CASCADE,
        order_item_id bigint NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity >= 1),
        reason varchar(500) NOT NULL,
        accepted_quantity integer CHECK (accepted_quantity >= 0),
        rejected_quantity integer CHECK (rejected_quantity >= 0),
        rejection_reason varchar(500),
        restock boolean,
        CONSTRAINT uq_order_return_items UNIQUE (return_id, order_item_id),
        CONSTRAINT chk_order_return_items_inspected CHECK (
          (accepted_quantity IS NULL) = (rejected_quantity IS NULL)
          AND (accepted_quantity IS NULL OR accepted_quantity + rejected_quantity = quantity)
          AND (coalesce(rejected_quantity, 0) = 0 OR rejection_reason IS NOT NULL))
      )`);
  }

  private async createRefunds(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_refunds (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        source varchar(16) NOT NULL CONSTRAINT chk_order_refunds_source CHECK (source IN ('lines', 'cancellation')),
        status varchar(16) NOT NULL DEFAULT 'pending' CONSTRAINT chk_order_refunds_status CHECK (status IN ('pending', 'approved', 'settled', 'rejected')),
        ${MONEY('amount')},
        method varchar(24) CONSTRAINT chk_order_refunds_method CHECK (method IN ('gateway_reversal', 'bank_transfer', 'cash')),
        settlement_reference varchar(200),
        reject_reason varchar(500),
        created_by uuid,
        approved_by uuid,
        approved_at timestamptz,
        settled_by uuid,
        settled_at timestamptz,
        rejected_by uuid,
        rejected_at timestamptz,
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_order_refunds_amount CHECK (amount >= 1),
        CONSTRAINT chk_order_refunds_method_chosen CHECK (status NOT IN ('approved', 'settled') OR method IS NOT NULL),
        CONSTRAINT chk_order_refunds_settled CHECK ((status = 'settled') = (settlement_reference IS NOT NULL AND settled_at IS NOT NULL)),
        CONSTRAINT chk_order_refunds_rejected CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
      )`);
    // a cancellation refunds once per order
    await q.query(`CREATE UNIQUE INDEX uq_order_refunds_cancellation ON order_refunds (order_id) WHERE source = 'cancellation'`);
    await q.query(`CREATE INDEX idx_order_refunds_order ON order_refunds (order_id, created_at)`);
    await q.query(`CREATE INDEX idx_order_refunds_status ON order_refunds (status, created_at)`);
    await q.query(`
      CREATE TABLE order_refund_items (
        id bigserial PRIMARY KEY,
        refund_id bigint NOT NULL REFERENCES order_refunds(id) ON DELETE CASCADE,
        order_item_id bigint NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity >= 1),
        ${MONEY('amount')},
        CONSTRAINT uq_order_refund_items UNIQUE (refund_id, order_item_id)
      )`);
  }

  /** Live refunds (pending, approved, settled) never above the order's paid amount, nor a line's above its net amount. */
  private async createRefundBounds(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION order_refunds_within_paid() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        oid bigint;
        live numeric;
        paid numeric;
        over_line bigint;
      BEGIN
        IF TG_TABLE_NAME = 'order_refunds' THEN oid := NEW.order_id;
        ELSE SELECT order_id INTO oid FROM order_refunds WHERE id = NEW.refund_id; END IF;
        SELECT coalesce(sum(amount), 0) INTO live FROM order_refunds WHERE order_id = oid AND status IN ('pending', 'approved', 'settled');
        SELECT paid_amount INTO paid FROM orders WHERE id = oid;
        IF live > paid THEN
          RAISE EXCEPTION 'order % live refunds % exceed the paid amount %', oid, live, paid
            USING ERRCODE = 'check_violation', CONSTRAINT = 'chk_order_refunds_within_paid';
        END IF;
        SELECT i.id INTO over_line FROM order_items i
          JOIN order_refund_items ri ON ri.order_item_id = i.id
          JOIN order_refunds r ON r.id = ri.refund_id AND r.status IN ('pending', 'approved', 'settled')
         WHERE i.order_id = oid
         GROUP BY i.id, i.line_total, i.discount_amount
        HAVING sum(ri.amount) > i.line_total - i.discount_amount
         LIMIT 1;
        IF over_line IS NOT NULL THEN
          RAISE EXCEPTION 'order item % live refunds exceed its net amount', over_line
            USING ERRCODE = 'check_violation', CONSTRAINT = 'chk_order_refunds_within_line';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER trg_order_refunds_within_paid AFTER INSERT OR UPDATE OF amount, status ON order_refunds
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_refunds_within_paid()`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER trg_order_refund_items_within_paid AFTER INSERT OR UPDATE OF amount ON order_refund_items
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_refunds_within_paid()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_mails`);
    await q.query(`DROP TABLE order_refund_items`);
    await q.query(`DROP TABLE order_refunds`);
    await q.query(`DROP FUNCTION order_refunds_within_paid()`);
    await q.query(`DROP TABLE order_return_items`);
    await q.query(`DROP TABLE order_returns`);
    await q.query(`DROP TABLE order_shipment_serials`);
    await q.query(`DROP TABLE order_shipment_items`);
    await q.query(`DROP TABLE order_shipments`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT chk_orders_ready_for_pickup, DROP COLUMN ready_for_pickup_at, DROP COLUMN cancel_reason`);
  }
}
