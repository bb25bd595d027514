import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameOutboxTopic } from '../../../core/jobs/index.js';

/** The checkout topics take the documented form `<plugin>.<thing>.<happened>` (issue 20 item 8); events waiting keep their way. */
export class CheckoutTopicNames1764840030000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await renameOutboxTopic(q, 'checkout.settled.complete', 'checkout.session.settled');
    await renameOutboxTopic(q, 'checkout.order.eligible', 'checkout.session.completed');
  }

  async down(q: QueryRunner): Promise<void> {
    await renameOutboxTopic(q, 'checkout.session.settled', 'checkout.settled.complete');
    await renameOutboxTopic(q, 'checkout.session.completed', 'checkout.order.eligible');
  }
}
