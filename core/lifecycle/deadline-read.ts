import { clock } from '../clock/clock.js';

/**
 * A state that reads as another once its deadline has passed (whatever a background job did yet), defined
 * once as a TS/SQL pair over the one clock: `read` for a loaded row, `sql` for a query, where the caller binds
 * `clock.now()` as the `now` parameter (never the database's now(): tests move the clock). Passed means
 * deadline <= now, in both.
 */
export interface DeadlineRead<R extends string, F extends string> {
  read<T extends { status: string } & Record<F, Date>>(row: T, nowMs?: number): T['status'] | R;
  /** the status as read, e.g. `sql('s', '$1')`; the alias's status and deadline columns are used */
  sql(alias: string, nowParam: string): string;
  /** the condition "reads as past its deadline" (index-friendly, for a query picking such rows) */
  passedSql(alias: string, nowParam: string): string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function defineDeadlineRead<S extends string, R extends string, F extends string>(def: {
  /** the stored state that expires, and what it reads as past the deadline */
  state: S;
  reads: R;
  /** the deadline: its property on a loaded row and its column */
  field: F;
  column: string;
  statusColumn?: string;
}): DeadlineRead<R, F> {
  const statusColumn = def.statusColumn ?? 'status';
  for (const name of [def.state, def.reads, def.column, statusColumn]) {
    if (!IDENTIFIER.test(name)) throw new Error(`defineDeadlineRead: "${name}" is not a plain identifier`);
  }
  const passedSql = (alias: string, nowParam: string) => `${alias}.${statusColumn} = '${def.state}' AND ${alias}.${def.column} <= ${nowParam}`;
  return {
    read<T extends { status: string } & Record<F, Date>>(row: T, nowMs = clock.nowMs()): T['status'] | R {
      const deadline: Date = row[def.field];
      return row.status === def.state && deadline.getTime() <= nowMs ? def.reads : (row.status as T['status']);
    },
    sql: (alias, nowParam) => `(CASE WHEN ${passedSql(alias, nowParam)} THEN '${def.reads}' ELSE ${alias}.${statusColumn} END)`,
    passedSql,
  };
}
