import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment method is payments' word (issue 20 item 2): an order stores the code its checkout was settled
 * with and no longer lists the codes; payments' own tables keep the CHECK.
 */
export class PaymentMethodOpaque1764840012000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT chk_orders_payment_method`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD CONSTRAINT chk_orders_payment_method CHECK (payment_method IN ('cod', 'gateway'))`);
  }
}
