import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameOutboxTopic } from '../../../core/jobs/index.js';

/** The seo topic takes the documented form `<plugin>.<thing>.<happened>` (issue 20 item 8); events waiting keep their way. */
export class SeoTopicNames1764840033000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await renameOutboxTopic(q, 'seo.changed', 'seo.seo-record.changed');
  }

  async down(q: QueryRunner): Promise<void> {
    await renameOutboxTopic(q, 'seo.seo-record.changed', 'seo.changed');
  }
}
