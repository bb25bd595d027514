import { preparedRows } from '../db/sql.js';
import { withTransaction } from '../db/transaction.js';
import type { StateMachine } from './state-machine.js';

/** Where a machine's records live: the table and its id, status and version columns. */
export interface StateTable<S extends string, E extends string> {
  machine: StateMachine<S, E>;
  table: string;
  /** default `id` */
  idColumn?: string;
  /** default `status` */
  statusColumn?: string;
  /** bumped by one on every move; default `version`, null for a table that keeps none */
  versionColumn?: string | null;
  /** runs in the move's transaction after each move made: the owner's timeline or activity row */
  onMoved?: (moved: Moved<S, E>) => Promise<void>;
}

export interface MoveOptions {
  /** other columns written with the move (column -> value, bound) */
  set?: Record<string, unknown>;
  /** an extra guard in SQL over the row (constant text, no values), e.g. `settled_at IS NULL` */
  where?: string;
  /** handed to onMoved as is (what the timeline entry says besides from and to) */
  detail?: Record<string, unknown>;
}

export interface Moved<S extends string, E extends string> {
  id: string;
  /** the move's name, or the target state when the caller named the target */
  event: E | S;
  from: S;
  to: S;
  /** the version after the move (null for a table without one) */
  version: number | null;
  detail: Record<string, unknown>;
}

export type MoveResult<S extends string, E extends string> = ({ moved: true } & Moved<S, E>) | { moved: false };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`"${name}" is not a plain column or table name`);
  return name;
}

/**
 * The SQL twin of `machine.can`: one conditional UPDATE that moves the row only from an allowed state (and
 * only when the extra guard holds), bumps the version, and returns the state it left (the row is locked by the
 * sub-select, so `from` is the state the move was decided on). No row back = not moved.
 */
export function moveSql<S extends string, E extends string>(
  t: StateTable<S, E>,
  eventOrTarget: E | S,
  options: MoveOptions = {},
): { sql: string; params: (id: string) => unknown[] } {
  const table = identifier(t.table);
  const id = identifier(t.idColumn ?? 'id');
  const status = identifier(t.statusColumn ?? 'status');
  const version = t.versionColumn === null ? null : identifier(t.versionColumn ?? 'version');
  const to = t.machine.isState(eventOrTarget) ? eventOrTarget : t.machine.target(eventOrTarget as E);
  const from = t.machine.allowedFrom(eventOrTarget);
  const extra = Object.entries(options.set ?? {});
  const sets = [`${status} = $2`, ...(version ? [`${version} = m.${version} + 1`] : []), ...extra.map(([column], i) => `${identifier(column)} = $${i + 4}`)];
  const sql = `UPDATE ${table} AS m SET ${sets.join(', ')}
      FROM (SELECT ${id}, ${status} FROM ${table} WHERE ${id} = $1 FOR UPDATE) AS before
     WHERE m.${id} = before.${id} AND before.${status} = ANY($3::text[])${options.where ? ` AND (${options.where})` : ''}
     RETURNING before.${status} AS "from", ${version ? `m.${version}` : 'NULL::int'} AS version`;
  return { sql, params: (rowId) => [rowId, to, [...from], ...extra.map(([, value]) => value)] };
}

/**
 * A machine's one way to move its rows, in the caller's transaction (joined): the conditional UPDATE, then the
 * owner's onMoved in the same transaction. Says whether it moved; a refused move changes nothing.
 */
export function stateTable<S extends string, E extends string>(t: StateTable<S, E>) {
  return {
    machine: t.machine,
    move(id: string, eventOrTarget: E | S, options: MoveOptions = {}): Promise<MoveResult<S, E>> {
      const { sql, params } = moveSql(t, eventOrTarget, options);
      return withTransaction(async () => {
        const [row] = await preparedRows<{ from: S; version: number | null }>(sql, params(id));
        if (!row) return { moved: false };
        const to = t.machine.isState(eventOrTarget) ? eventOrTarget : t.machine.target(eventOrTarget as E);
        const moved: Moved<S, E> = { id, event: eventOrTarget, from: row.from, to, version: row.version, detail: options.detail ?? {} };
        if (t.onMoved) await t.onMoved(moved);
        return { moved: true, ...moved };
      });
    },
  };
}
