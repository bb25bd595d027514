import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { sqlRows } from '../db/sql.js';
import { withTransaction } from '../db/transaction.js';
import { cursorSlice, decodeCursor, type CursorPosition } from '../http/cursor.js';
import type { ResolvedList } from '../http/list-query.js';

export interface OffsetPage<R> {
  rows: R[];
  count: number;
}

/** A page of a list: the window of rows and how many rows the whole list has. */
export interface PageWindow {
  limit: number | undefined;
  offset: number;
}

let scans = 0;

const windowOf = (l: ResolvedList<string>): PageWindow => ({ limit: l.take, offset: l.skip });

export interface SqlListSource {
  /** `SELECT ... FROM ...` without WHERE */
  select: string;
  /** `FROM ...` a cheaper count may read (the same rows as `select`); default: count over the select */
  countFrom?: string;
}

/**
 * The one place list SQL is built: filters (conditions with bound parameters), the order, offset paging
 * (count + LIMIT/OFFSET) and cursor paging. The sort comes from resolveList's allowlist, never from the
 * client as such; conditions and order expressions are code, values go through param().
 */
export class SqlList<R = any> {
  private readonly conditions: string[] = [];
  private readonly params: unknown[] = [];

  constructor(private readonly source: SqlListSource) {}

  /** Binds a value; returns its placeholder for a condition. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  where(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  private whereSql(extra: string[] = []): string {
    const all = [...this.conditions, ...extra];
    return all.length ? `WHERE ${all.join(' AND ')}` : '';
  }

  async count(): Promise<number> {
    const sql = this.source.countFrom
      ? `SELECT count(*)::int AS count ${this.source.countFrom} ${this.whereSql()}`
      : `SELECT count(*)::int AS count FROM (${this.source.select} ${this.whereSql()}) v`;
    const [row] = await sqlRows<{ count: number }>(sql, this.params);
    return row.count;
  }

  /** The rows in `orderBy` (an ORDER BY list; end it with a unique key), within the window when given. */
  async rows(orderBy: string, window?: PageWindow): Promise<R[]> {
    const params = [...this.params];
    let page = '';
    if (window && window.limit !== undefined) {
      params.push(window.limit, window.offset);
      page = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
    }
    return sqlRows<R>(`${this.source.select} ${this.whereSql()} ORDER BY ${orderBy} ${page}`, params);
  }

  /**
   * Every row in `orderBy`, read through a server-side cursor `batch` rows at a time and handed to `each` (awaited
   * before the next batch is read): a list of any size, never whole in memory, in one statement's snapshot. Runs
   * in the transaction of the context, or its own.
   */
  scan(orderBy: string, batch: number, each: (rows: R[]) => Promise<void>): Promise<void> {
    const cursor = `list_scan_${++scans}`;
    return withTransaction(async () => {
      await sqlRows(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${this.source.select} ${this.whereSql()} ORDER BY ${orderBy}`, this.params);
      for (;;) {
        const rows = await sqlRows<R>(`FETCH FORWARD ${Math.max(1, Math.floor(batch))} FROM ${cursor}`);
        if (rows.length) await each(rows);
        if (rows.length < batch) break;
      }
      await sqlRows(`CLOSE ${cursor}`);
    });
  }

  /** Offset paging of resolveList's page: the count and the page's rows. */
  async offsetPage(l: ResolvedList<string>, orderBy: string): Promise<OffsetPage<R>> {
    const count = await this.count();
    return { rows: await this.rows(orderBy, windowOf(l)), count };
  }

  /**
   * Cursor paging on (key, id): rows after the cursor in the given direction, limit + 1 read to know
   * whether a next page exists. `key` and `id` are SQL expressions; `position` reads them from a row.
   */
  async cursorPage(
    page: { key: string; id: string; order: 'ASC' | 'DESC'; limit: number; cursor?: string },
    position: (row: R) => CursorPosition,
  ): Promise<{ rows: R[]; nextCursor: string | null }> {
    const params = [...this.params];
    const extra: string[] = [];
    if (page.cursor) {
      const after = decodeCursor(page.cursor);
      params.push(after.k, after.id);
      extra.push(`(${page.key}, ${page.id}) ${page.order === 'DESC' ? '<' : '>'} ($${params.length - 1}, $${params.length})`);
    }
    params.push(page.limit + 1);
    const rows = await sqlRows<R>(
      `${this.source.select} ${this.whereSql(extra)} ORDER BY ${page.key} ${page.order}, ${page.id} ${page.order} LIMIT $${params.length}`,
      params,
    );
    return cursorSlice(rows, page.limit, position);
  }
}

/** Offset paging of a TypeORM query (filters and order already on it): the count, then the page's rows. */
export async function queryPage<T extends ObjectLiteral, R = T>(
  qb: SelectQueryBuilder<T>,
  window: ResolvedList<string> | PageWindow,
  read: (qb: SelectQueryBuilder<T>) => Promise<R[]> = (q) => q.getMany() as unknown as Promise<R[]>,
): Promise<OffsetPage<R>> {
  const w = 'take' in window ? windowOf(window) : window;
  const count = await qb.getCount();
  // skip/take (not offset/limit): with joined collections TypeORM pages entities, not joined rows
  return { rows: await read(qb.skip(w.offset).take(w.limit)), count };
}
