import { invalidField } from './app-error.js';
import { decodeJson } from './decoded-json.js';

export interface CursorPosition {
  /** the sort key value of the last row (ISO string for instants) */
  k: string | number;
  /** the public id of the last row, the tie breaker */
  id: string;
}

/** Opaque cursor: base64url of the last row's sort key and id. */
export function encodeCursor(pos: CursorPosition): string {
  return Buffer.from(JSON.stringify([pos.k, pos.id])).toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  const decoded = decodeJson(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (decoded.ok && Array.isArray(decoded.value)) {
    const [k, id] = decoded.value;
    if ((typeof k === 'string' || typeof k === 'number') && typeof id === 'string') return { k, id };
  }
  throw invalidField('cursor', 'cursor is not valid');
}

/**
 * Given rows fetched with limit + 1, returns the page and the next cursor.
 * Query with `(sortKey, id) < (k, id)` for desc order (`>` for asc).
 */
export function cursorSlice<T>(rows: T[], limit: number, position: (row: T) => CursorPosition): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(position(page[page.length - 1])) };
}
