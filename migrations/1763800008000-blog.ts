import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Blog1763800008000 implements MigrationInterface {
  name = 'Blog1763800008000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
