import { bootApp, type TestApp } from '../../support/app.js';
import { availablePlugins } from '../../../plugins/index.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { defineDeadlineRead, defineStateMachine, stateTable, type Moved } from '../../../core/lifecycle/index.js';

const TICKET = defineStateMachine({
  name: 'ticket',
  states: ['open', 'held', 'done', 'dropped'] as const,
  moves: {
    hold: { from: ['open'], to: 'held' },
    release: { from: ['held'], to: 'open' },
    finish: { from: ['open', 'held'], to: 'done' },
    drop: { from: ['open'], to: 'dropped' },
  },
});
type TicketStatus = (typeof TICKET.states)[number];

describe('defineStateMachine: the TS check', () => {
  it('answers by move and by target state', () => {
    expect(TICKET.can('open', 'hold')).toBe(true);
    expect(TICKET.can('held', 'hold')).toBe(false);
    expect(TICKET.can('held', 'done')).toBe(true);
    expect(TICKET.can('dropped', 'open')).toBe(false);
    expect(TICKET.allowedFrom('open')).toEqual(['held']);
    expect([...TICKET.allowedFrom('done')].sort()).toEqual(['held', 'open']);
    expect(TICKET.target('finish')).toBe('done');
  });

  it('refuses a definition naming an unknown state, a move named like a state or a state that is no identifier', () => {
    expect(() => defineStateMachine({ name: 'x', states: ['a', 'b'], moves: { go: { from: ['a'], to: 'c' as 'b' } } })).toThrow(/unknown state "c"/);
    expect(() => defineStateMachine({ name: 'x', states: ['a', 'b'], moves: { b: { from: ['a'], to: 'b' } } })).toThrow(/name of a state/);
    expect(() => defineStateMachine({ name: 'x', states: ["a'; --", 'b'], moves: {} })).toThrow(/plain identifier/);
  });
});

let t: TestApp;
const timeline: Moved<TicketStatus, keyof typeof TICKET.moves>[] = [];
const tickets = stateTable({
  machine: TICKET,
  table: 'machine_probes',
  onMoved: async (m) => {
    await sqlRows(`INSERT INTO machine_probe_moves (probe_id, from_status, to_status) VALUES ($1, $2, $3)`, [m.id, m.from, m.to]);
    if (m.detail.failAfter) throw new Error('the timeline write failed');
    timeline.push(m);
  },
});
const unversioned = stateTable({ machine: TICKET, table: 'machine_probes', versionColumn: null, statusColumn: 'status' });
// the timeline written by the move's own statement
const logged = stateTable({
  machine: TICKET,
  table: 'machine_probes',
  timeline: {
    table: 'machine_probe_log',
    refColumn: 'probe_id',
    fromColumn: 'from_status',
    toColumn: 'to_status',
    columns: { kind: 'varchar', detail: 'jsonb', at: 'timestamptz' },
    values: (m) => ({ kind: `ticket_${m.event}`, detail: m.detail, at: new Date('2026-11-29T10:00:00Z') }),
  },
});

beforeAll(async () => {
  t = await bootApp({ env: { PLUGINS: 'accounts' }, available: availablePlugins });
  await t.bazaar.dataSource.query(`
    CREATE TABLE machine_probes (id bigserial PRIMARY KEY, status varchar(20) NOT NULL, version integer NOT NULL DEFAULT 1,
      note text, held_by text, updated_at timestamptz);
    CREATE TABLE machine_probe_moves (id bigserial PRIMARY KEY, probe_id bigint NOT NULL, from_status text NOT NULL, to_status text NOT NULL);
    CREATE TABLE machine_probe_log (id bigserial PRIMARY KEY, probe_id bigint NOT NULL, from_status varchar(20) NOT NULL,
      to_status varchar(20) NOT NULL, kind varchar(40) NOT NULL, detail jsonb NOT NULL, at timestamptz NOT NULL)`);
});
afterAll(async () => t?.close());

const make = async (status: TicketStatus, note: string | null = null) =>
  (await sqlRows<{ id: string }>(`INSERT INTO machine_probes (status, note) VALUES ($1, $2) RETURNING id::text`, [status, note]))[0].id;
const row = async (id: string) =>
  (
    await sqlRows<{ status: string; version: number; heldBy: string | null }>(`SELECT status, version, held_by AS "heldBy" FROM machine_probes WHERE id = $1`, [
      id,
    ])
  )[0];
const movesOf = async (id: string) => sqlRows(`SELECT from_status AS "from", to_status AS "to" FROM machine_probe_moves WHERE probe_id = $1 ORDER BY id`, [id]);

describe('stateTable: the SQL twin', () => {
  it('moves from an allowed state: status, version + 1 and the other columns in one statement, the timeline with it', async () => {
    const id = await make('open');
    const r = await tickets.move(id, 'hold', { set: { held_by: 'ann' } });
    expect(r).toMatchObject({ moved: true, id, event: 'hold', from: 'open', to: 'held', version: 2 });
    expect(await row(id)).toEqual({ status: 'held', version: 2, heldBy: 'ann' });
    expect(await movesOf(id)).toEqual([{ from: 'open', to: 'held' }]);
  });

  it('does not move from a state the move does not allow, and says so; nothing is written', async () => {
    const id = await make('dropped');
    expect(await tickets.move(id, 'finish', { set: { held_by: 'bob' } })).toEqual({ moved: false });
    expect(await row(id)).toEqual({ status: 'dropped', version: 1, heldBy: null });
    expect(await movesOf(id)).toEqual([]);
  });

  it('takes a target state instead of a move (allowed from any move into it)', async () => {
    const id = await make('held');
    expect(await tickets.move(id, 'done')).toMatchObject({ moved: true, from: 'held', to: 'done' });
    expect(await tickets.move(id, 'done')).toEqual({ moved: false });
  });

  it('holds the extra guard, and a table without a version column moves without one', async () => {
    const id = await make('open', 'keep');
    expect(await unversioned.move(id, 'drop', { where: 'note IS NULL' })).toEqual({ moved: false });
    expect(await unversioned.move(id, 'drop', { where: `note = 'keep'` })).toMatchObject({ moved: true, from: 'open', to: 'dropped', version: null });
    expect(await row(id)).toMatchObject({ status: 'dropped', version: 1 });
  });

  it('a failing timeline write takes the move back with it (same transaction)', async () => {
    const id = await make('open');
    await expect(tickets.move(id, 'hold', { detail: { failAfter: true } })).rejects.toThrow('the timeline write failed');
    expect(await row(id)).toEqual({ status: 'open', version: 1, heldBy: null });
    expect(await movesOf(id)).toEqual([]);
  });

  it('writes a timeline row in the move statement itself when it moves, and none when it does not', async () => {
    const id = await make('open');
    const statements: string[] = [];
    const r = await withTransaction(async (m) => {
      const runner = m.queryRunner!;
      const query = runner.query.bind(runner);
      runner.query = ((sql: string | { text: string }, ...rest: unknown[]) => {
        statements.push(typeof sql === 'string' ? sql : sql.text);
        return query(sql as string, ...(rest as []));
      }) as typeof runner.query;
      return logged.move(id, 'hold', { set: { held_by: 'cy' }, detail: { by: 'cy', items: [1, 2] } });
    });
    expect(r).toMatchObject({ moved: true, from: 'open', to: 'held', version: 2 });
    expect(statements.filter((q) => /INSERT|UPDATE/.test(q))).toHaveLength(1);
    expect(await logged.move(id, 'drop')).toEqual({ moved: false });
    const log = await sqlRows(`SELECT from_status AS "from", to_status AS "to", kind, detail, at FROM machine_probe_log WHERE probe_id = $1`, [id]);
    expect(log).toEqual([{ from: 'open', to: 'held', kind: 'ticket_hold', detail: { by: 'cy', items: [1, 2] }, at: new Date('2026-11-29T10:00:00Z') }]);
    expect(await row(id)).toEqual({ status: 'held', version: 2, heldBy: 'cy' });
  });

  it('of two racing moves from the same state, exactly one moves (the other sees the state it left)', async () => {
    for (let round = 0; round < 10; round++) {
      const id = await make('open');
      const results = await Promise.all([withTransaction(() => tickets.move(id, 'finish')), withTransaction(() => tickets.move(id, 'drop'))]);
      expect(results.filter((r) => r.moved)).toHaveLength(1);
      const after = await row(id);
      expect(['done', 'dropped']).toContain(after.status);
      expect(after.version).toBe(2);
      expect(await movesOf(id)).toEqual([{ from: 'open', to: after.status }]);
    }
  });
});

describe('defineDeadlineRead: one predicate in TS and SQL', () => {
  const DUE = defineDeadlineRead({ state: 'open', reads: 'late', field: 'dueAt', column: 'due_at' });

  it('TS and SQL agree just before, at and just after the deadline, from the same now', async () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const cases = [-1, 0, 1].flatMap((offset) => (['open', 'held'] as const).map((status) => ({ status, dueAt: new Date(now.getTime() + offset) })));
    const sqlReads = await sqlRows<{ read: string; passed: boolean }>(
      `SELECT ${DUE.sql('x', '$1')} AS read, (${DUE.passedSql('x', '$1')}) AS passed
         FROM unnest($2::text[], $3::timestamptz[]) WITH ORDINALITY AS x(status, due_at, n) ORDER BY n`,
      [now, cases.map((c) => c.status), cases.map((c) => c.dueAt)],
    );
    const tsReads = cases.map((c) => DUE.read(c, now.getTime()));
    expect(sqlReads.map((r) => r.read)).toEqual(tsReads);
    expect(sqlReads.map((r) => r.passed)).toEqual(tsReads.map((r) => r === 'late'));
    // a millisecond before, at and after the deadline (passed means deadline <= now); held never reads late
    expect(tsReads).toEqual(['late', 'held', 'late', 'held', 'open', 'held']);
  });
});
