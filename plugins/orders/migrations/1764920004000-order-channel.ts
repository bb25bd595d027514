import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where an order was sold (issue 23): `online` or `pos` (a counter sale), set from its checkout when it is created. */
export class OrderChannel1764920004000 implements MigrationInterface {
  name = 'OrderChannel1764920004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE orders ADD COLUMN channel varchar(10) NOT NULL DEFAULT 'online' CONSTRAINT chk_orders_channel CHECK (channel IN ('online', 'pos'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN channel`);
  }
}
