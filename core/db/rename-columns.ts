import type { QueryRunner } from 'typeorm';
import { snakeCase } from './naming-strategy.js';

/** Renames each table's camelCase columns to the snake_case the naming strategy gives them (a migration's `up`). */
export async function renameColumnsToSnake(q: QueryRunner, columns: Record<string, string[]>): Promise<void> {
  for (const [table, names] of Object.entries(columns)) {
    for (const column of names) await q.query(`ALTER TABLE ${table} RENAME COLUMN "${column}" TO ${snakeCase(column)}`);
  }
}

/** The way back (a migration's `down`). */
export async function renameColumnsToCamel(q: QueryRunner, columns: Record<string, string[]>): Promise<void> {
  for (const [table, names] of Object.entries(columns)) {
    for (const column of names) await q.query(`ALTER TABLE ${table} RENAME COLUMN ${snakeCase(column)} TO "${column}"`);
  }
}
