import type { MigrationInterface, QueryRunner } from 'typeorm';
import { snakeCase } from './naming-strategy.js';

/** table -> its camelCase columns */
export type CamelColumns = Record<string, string[]>;

async function rename(q: QueryRunner, columns: CamelColumns, toSnake: boolean): Promise<void> {
  for (const [table, names] of Object.entries(columns)) {
    for (const column of names) {
      const [from, to] = toSnake ? [`"${column}"`, snakeCase(column)] : [snakeCase(column), `"${column}"`];
      await q.query(`ALTER TABLE ${table} RENAME COLUMN ${from} TO ${to}`);
    }
  }
}

/**
 * A migration class renaming an owner's camelCase columns to the snake_case the naming strategy gives them
 * (and back on `down`). `name` is the class name TypeORM records (`<Name><13-digit timestamp>`); `extra` runs
 * after the renames (and its `down` before the renames back).
 */
export function snakeCaseColumnsMigration(
  name: string,
  columns: CamelColumns,
  extra?: { up(q: QueryRunner): Promise<void>; down(q: QueryRunner): Promise<void> },
): new () => MigrationInterface {
  const migration = class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      await rename(q, columns, true);
      await extra?.up(q);
    }

    async down(q: QueryRunner): Promise<void> {
      await extra?.down(q);
      await rename(q, columns, false);
    }
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}
