import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cart owned by something other than a customer (issue 23: a counter sale's cart, `owner_ref` = `pos:<sale>`), so a
 * sale never touches the customer's online basket. Exactly one owner per cart. A counter line may hold up to 99
 * units (the online limit of 10 stays the cart service's rule).
 */
export class SaleOwnedCarts1764920001000 implements MigrationInterface {
  name = 'SaleOwnedCarts1764920001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE carts ALTER COLUMN customer_public_id DROP NOT NULL`);
    await q.query(`ALTER TABLE carts ADD COLUMN owner_ref varchar(100) CONSTRAINT uq_carts_owner_ref UNIQUE`);
    await q.query(`ALTER TABLE carts ADD CONSTRAINT chk_carts_one_owner CHECK ((customer_public_id IS NULL) <> (owner_ref IS NULL))`);
    await q.query(`ALTER TABLE cart_lines DROP CONSTRAINT chk_cart_lines_quantity`);
    await q.query(`ALTER TABLE cart_lines ADD CONSTRAINT chk_cart_lines_quantity CHECK (quantity BETWEEN 1 AND 99)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM carts WHERE owner_ref IS NOT NULL`);
    await q.query(`ALTER TABLE cart_lines DROP CONSTRAINT chk_cart_lines_quantity`);
    await q.query(`ALTER TABLE cart_lines ADD CONSTRAINT chk_cart_lines_quantity CHECK (quantity BETWEEN 1 AND 10)`);
    await q.query(`ALTER TABLE carts DROP CONSTRAINT chk_carts_one_owner`);
    await q.query(`ALTER TABLE carts DROP COLUMN owner_ref`);
    await q.query(`ALTER TABLE carts ALTER COLUMN customer_public_id SET NOT NULL`);
  }
}
