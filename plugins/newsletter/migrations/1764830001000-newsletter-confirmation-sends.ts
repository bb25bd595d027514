import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The instants of the confirmation mails an address was sent in the last day (issue 26 item 5): subscribe reads
 * and extends them in its one statement, so the per-address cap holds whoever asks and however many at once.
 */
export class NewsletterConfirmationSends1764830001000 implements MigrationInterface {
  name = 'NewsletterConfirmationSends1764830001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_sends timestamptz[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletter_subscribers DROP COLUMN confirmation_sends`);
  }
}
