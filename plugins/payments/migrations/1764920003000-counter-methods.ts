import type { MigrationInterface, QueryRunner } from 'typeorm';

const CODES = (codes: string[]) => codes.map((c) => `'${c}'`).join(', ');

/** The counter methods of POS (issue 23): cash, card and qr join cod and gateway in payments' own CHECKs. */
export class CounterMethods1764920003000 implements MigrationInterface {
  name = 'CounterMethods1764920003000';

  async up(q: QueryRunner): Promise<void> {
    await this.allow(q, ['cod', 'gateway', 'cash', 'card', 'qr']);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.allow(q, ['cod', 'gateway']);
  }

  private async allow(q: QueryRunner, codes: string[]): Promise<void> {
    for (const table of ['payment_attempts', 'payment_settlements']) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_method_check`);
      await q.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_method_check CHECK (method IN (${CODES(codes)}))`);
    }
  }
}
