import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin notes (issue 21: 1..1000 characters) are timeline entries: the entry's message holds up to 1000. */
export class OrderNoteLength1764860011000 implements MigrationInterface {
  name = 'OrderNoteLength1764860011000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_events ALTER COLUMN message TYPE varchar(1000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_events ALTER COLUMN message TYPE varchar(500) USING left(message, 500)`);
  }
}
