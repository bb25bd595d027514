import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameOutboxTopic } from '../../../core/jobs/index.js';

/** The products topics take the documented form `<plugin>.<thing>.<happened>` (issue 20 item 8); events waiting keep their way. */
export class ProductsTopicNames1764840032000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await renameOutboxTopic(q, 'product.created', 'products.product.created');
    await renameOutboxTopic(q, 'product.restored', 'products.product.restored');
  }

  async down(q: QueryRunner): Promise<void> {
    await renameOutboxTopic(q, 'products.product.created', 'product.created');
    await renameOutboxTopic(q, 'products.product.restored', 'product.restored');
  }
}
