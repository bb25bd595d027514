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
  /** a timeline row the move's own statement appends when the row moves (no statement of its own) */
  timeline?: TimelineRow<S, E>;
  /** runs in the move's transaction after each move made: the owner's activity row, or another reaction */
  onMoved?: (moved: Moved<S, E>) => Promise<void>;
}

/** The owner's timeline table, as a move writes it: which row moved, from and to, and the owner's own columns. */
export interface TimelineRow<S extends string, E extends string> {
  table: string;
  /** the column holding the moved row's id, and those taking the state left and the state entered */
  refColumn: string;
  fromColumn: string;
  toColumn: string;
  /** the other columns and their SQL types (`timestamptz`, `varchar`, `jsonb`...), in a fixed order */
  columns: Record<string, string>;
  /** the values of `columns` for the move about to be made */
  values(move: { id: string; event: E | S; to: S; detail: Record<string, unknown> }): Record<string, unknown>;
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
const SQL_TYPE = /^[a-z][a-z0-9_ ]*(\[\])?$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`"${name}" is not a plain column or table name`);
  return name;
}

function sqlType(name: string): string {
  if (!SQL_TYPE.test(name)) throw new Error(`"${name}" is not a plain SQL type name`);
  return name;
}

/**
 * The SQL twin of `machine.can`: one conditional UPDATE that moves the row only from an allowed state (and
 * only when the extra guard holds), bumps the version, and returns the state it left (the row is locked by the
 * sub-select, so `from` is the state the move was decided on). No row back = not moved. With a timeline, the
 * same statement appends its row when (and only when) the row moved.
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
  const update = `UPDATE ${table} AS m SET ${sets.join(', ')}
      FROM (SELECT ${id}, ${status} FROM ${table} WHERE ${id} = $1 FOR UPDATE) AS before
     WHERE m.${id} = before.${id} AND before.${status} = ANY($3::text[])${options.where ? ` AND (${options.where})` : ''}
     RETURNING before.${status} AS "from", ${version ? `m.${version}` : 'NULL::int'} AS version`;
  const params = (rowId: string) => [rowId, to, [...from], ...extra.map(([, value]) => value)];
  const tl = t.timeline;
  if (!tl) return { sql: update, params };
  const columns = Object.keys(tl.columns);
  const first = 4 + extra.length;
  const targets = [tl.refColumn, tl.fromColumn, tl.toColumn, ...columns].map(identifier).join(', ');
  const values = columns.map((c, i) => `$${first + i}::${sqlType(tl.columns[c]!)}`);
  const sql = `WITH moved AS (${update}),
     entry AS (INSERT INTO ${identifier(tl.table)} (${targets}) SELECT $1, moved."from", $2, ${values.join(', ')} FROM moved)
     SELECT "from", version FROM moved`;
  const detail = options.detail ?? {};
  return {
    sql,
    params: (rowId) => {
      const row = tl.values({ id: rowId, event: eventOrTarget, to, detail });
      return [...params(rowId), ...columns.map((c) => row[c])];
    },
  };
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
