import type { EntityManager } from 'typeorm';
import { db } from './transaction.js';

/**
 * Runs raw SQL and returns its rows. TypeORM's postgres driver answers UPDATE/DELETE with
 * [rows, affectedCount] but SELECT/INSERT with rows; this evens that out.
 */
export async function sqlRows<T = any>(query: string, params: unknown[] = [], manager: EntityManager = db()): Promise<T[]> {
  const res = await manager.query(query, params);
  if (Array.isArray(res) && res.length === 2 && Array.isArray(res[0]) && typeof res[1] === 'number') return res[0];
  return res;
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The ILIKE/LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** The ILIKE/LIKE pattern matching what starts with `text`, its own `%`, `_` and `\` taken literally. */
export function prefixPattern(text: string): string {
  return `${likeLiteral(text)}%`;
}
