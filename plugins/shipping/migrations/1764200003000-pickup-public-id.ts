import type { MigrationInterface, QueryRunner } from 'typeorm';
import { newPublicId } from '../../../core/db/ids.js';

/** The pickup location gets a public id, so the activity log can name it like any other record. */
export class PickupPublicId1764200003000 implements MigrationInterface {
  name = 'PickupPublicId1764200003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shipping_pickup_location ADD COLUMN public_id uuid UNIQUE`);
    await q.query(`UPDATE shipping_pickup_location SET public_id = $1`, [newPublicId()]);
    await q.query(`ALTER TABLE shipping_pickup_location ALTER COLUMN public_id SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shipping_pickup_location DROP COLUMN public_id`);
  }
}
