import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Content1763800007000 implements MigrationInterface {
  name = 'Content1763800007000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
