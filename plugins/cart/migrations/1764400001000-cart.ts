import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carts (issue 12): one per customer, versioned, lockable by a checkout; lines unique per (cart, variant),
 * quantity 1..10, at most 50 per cart (the service decides under the cart's row lock; the trigger is the
 * last line of defence).
 */
export class Cart1764400001000 implements MigrationInterface {
  name = 'Cart1764400001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE carts (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        customer_public_id uuid NOT NULL UNIQUE REFERENCES users(public_id) ON DELETE CASCADE,
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        lock_ref varchar(200),
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_carts_lock CHECK ((lock_ref IS NULL) = (locked_until IS NULL))
      )`);
    await q.query(`
      CREATE TABLE cart_lines (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        cart_id bigint NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        variant_public_id uuid NOT NULL REFERENCES product_variants(public_id) ON DELETE CASCADE,
        quantity integer NOT NULL CONSTRAINT chk_cart_lines_quantity CHECK (quantity BETWEEN 1 AND 10),
        seen_unit_price bigint NOT NULL CONSTRAINT chk_cart_lines_seen_unit_price CHECK (seen_unit_price BETWEEN 0 AND 9007199254740991),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_cart_lines_variant UNIQUE (cart_id, variant_public_id)
      )`);
    await q.query(`CREATE INDEX idx_cart_lines_variant ON cart_lines (variant_public_id)`);
    await q.query(`
      CREATE FUNCTION cart_lines_within_limit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT count(*) FROM cart_lines WHERE cart_id = NEW.cart_id) > 50 THEN
          RAISE EXCEPTION 'a cart holds at most 50 lines' USING ERRCODE = 'check_violation', CONSTRAINT = 'chk_cart_lines_limit';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_cart_lines_limit AFTER INSERT ON cart_lines FOR EACH ROW EXECUTE FUNCTION cart_lines_within_limit()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cart_lines`);
    await q.query(`DROP FUNCTION cart_lines_within_limit()`);
    await q.query(`DROP TABLE carts`);
  }
}
