import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The refund bounds are constraint triggers: their pg_constraint names are the trigger names, so they now carry
 * the names the check raises (chk_order_refunds_within_paid / _within_line), as every declared invariant must.
 * Either trigger runs the whole check (both bounds), since a refund or one of its lines can break either.
 */
export class RefundBoundNames1764860021000 implements MigrationInterface {
  name = 'RefundBoundNames1764860021000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER trg_order_refunds_within_paid ON order_refunds`);
    await q.query(`DROP TRIGGER trg_order_refund_items_within_paid ON order_refund_items`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER chk_order_refunds_within_paid AFTER INSERT OR UPDATE OF amount, status ON order_refunds
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_refunds_within_paid()`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER chk_order_refunds_within_line AFTER INSERT OR UPDATE OF amount ON order_refund_items
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_refunds_within_paid()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER chk_order_refunds_within_paid ON order_refunds`);
    await q.query(`DROP TRIGGER chk_order_refunds_within_line ON order_refund_items`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER trg_order_refunds_within_paid AFTER INSERT OR UPDATE OF amount, status ON order_refunds
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_refunds_within_paid()`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER trg_order_refund_items_within_paid AFTER INSERT OR UPDATE OF amount ON order_refund_items
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_refunds_within_paid()`);
  }
}
