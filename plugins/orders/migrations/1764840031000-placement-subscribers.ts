import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameOutboxSubscriber } from '../../../core/jobs/index.js';

/** Checkout's completion subscriber is now a step of the money chain, run by orders (placement.ts): its open deliveries move with it. */
export class PlacementSubscribers1764840031000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await renameOutboxSubscriber(q, 'checkout.complete-settled', 'orders.complete-checkout');
  }

  async down(q: QueryRunner): Promise<void> {
    await renameOutboxSubscriber(q, 'orders.complete-checkout', 'checkout.complete-settled');
  }
}
