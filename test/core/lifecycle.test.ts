import { Column, Entity } from 'typeorm';
import { bootApp, type TestApp } from '../support/app.js';
import { availablePlugins } from '../../plugins/index.js';
import { definePlugin } from '../../core/plugin.js';
import { SoftDeletableModel } from '../../core/db/base.entity.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { runAs } from '../../core/context/request-context.js';
import { defineError } from '../../core/http/app-error.js';
import { resolveList } from '../../core/http/list-query.js';
import { claimGeneratedSlug, claimSlug, releaseSlugs, resolveSlug } from '../../core/db/slugs/slug-registry.js';
import { queryPage, recordActivity, reorderWithinParent, restore, runBulk, softDelete, SqlList, uniqueIds } from '../../core/lifecycle/index.js';

@Entity('lifecycle_probes')
class Probe extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'bigint', nullable: true })
  parentId: string | null;

  @Column({ type: 'integer', default: 0 })
  displayOrder: number;
}

const probePlugin = definePlugin({ name: 'lifecycle-probe', entities: [Probe] });

const E = {
  notFound: defineError(404, 'PROBE_NOT_FOUND', 'Probe not found'),
  alreadyDeleted: defineError(409, 'PROBE_ALREADY_DELETED', 'The probe is deleted'),
  notDeleted: defineError(409, 'PROBE_NOT_DELETED', 'The probe is not deleted'),
  guarded: defineError(409, 'PROBE_GUARDED', 'The probe is guarded'),
  tooMany: defineError(409, 'PROBE_BULK_LIMIT_EXCEEDED', 'Too many'),
  invalidItem: defineError(409, 'PROBE_REORDER_INVALID_ITEM', 'Invalid item'),
  mixedParent: defineError(409, 'PROBE_REORDER_MIXED_PARENT', 'Mixed parent'),
};
const errors = { notFound: E.notFound, alreadyDeleted: E.alreadyDeleted, notDeleted: E.notDeleted };

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ env: { PLUGINS: 'accounts,lifecycle-probe' }, available: [...availablePlugins, probePlugin] });
  await t.bazaar.dataSource.query(`
    CREATE TABLE lifecycle_probes (
      id bigserial PRIMARY KEY, public_id uuid NOT NULL UNIQUE, name varchar(40) NOT NULL, parent_id bigint,
      display_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(), deleted_at timestamptz)`);
});
afterAll(async () => t?.close());

const make = async (name: string, parentId: string | null = null) => repo(Probe).save(repo(Probe).create({ name, parentId }));
const stored = async (publicId: string) => repo(Probe).findOne({ where: { publicId }, withDeleted: true });
const MISSING = '01900000-0000-7000-8000-000000000000';

describe('soft delete and restore', () => {
  it('deletes and restores, answering 404 for a missing row and the 409 pair for the wrong state', async () => {
    const p = await make('one');
    await expect(softDelete(Probe, MISSING, errors)).rejects.toMatchObject({ statusCode: 404, errorCode: 'PROBE_NOT_FOUND' });
    await expect(restore(Probe, p.publicId, errors)).rejects.toMatchObject({ statusCode: 409, errorCode: 'PROBE_NOT_DELETED' });
    await softDelete(Probe, p.publicId, errors);
    expect((await stored(p.publicId))!.deletedAt).toBeInstanceOf(Date);
    await expect(softDelete(Probe, p.publicId, errors)).rejects.toMatchObject({ statusCode: 409, errorCode: 'PROBE_ALREADY_DELETED' });
    await restore(Probe, p.publicId, errors);
    expect((await stored(p.publicId))!.deletedAt).toBeNull();
  });

  it('lets a guard refuse on the locked row, leaving it untouched', async () => {
    const p = await make('guarded');
    await expect(
      softDelete(Probe, p.publicId, errors, async (row) => {
        expect(row.name).toBe('guarded');
        throw E.guarded();
      }),
    ).rejects.toMatchObject({ errorCode: 'PROBE_GUARDED' });
    expect((await stored(p.publicId))!.deletedAt).toBeNull();
  });
});

describe('bulk operations', () => {
  it('lower-cases and de-duplicates ids, then caps them with the area error', () => {
    const id = 'ABCDEF00-0000-7000-8000-000000000000';
    expect(uniqueIds([id, id.toLowerCase()], E.tooMany)).toEqual([id.toLowerCase()]);
    const many = Array.from({ length: 101 }, (_, i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`);
    expect(() => uniqueIds(many, E.tooMany)).toThrow(expect.objectContaining({ statusCode: 409, errorCode: 'PROBE_BULK_LIMIT_EXCEEDED' }));
    expect(uniqueIds(many.slice(0, 100), E.tooMany)).toHaveLength(100);
  });

  it('runs each item in its own transaction and reports per-item failures', async () => {
    const a = await make('bulk-a');
    const b = await make('bulk-b');
    const result = await runBulk([a.publicId, MISSING, b.publicId], async (publicId) => {
      await repo(Probe).update({ publicId }, { name: 'renamed' });
      await softDelete(Probe, publicId, errors);
    });
    expect(result).toEqual({ succeeded: [a.publicId, b.publicId], failures: [{ publicId: MISSING, errorCode: 'PROBE_NOT_FOUND' }] });
    const failing = await runBulk([a.publicId], async (publicId) => {
      await repo(Probe).update({ publicId }, { name: 'rolled back' });
      await softDelete(Probe, publicId, errors);
    });
    expect(failing.failures).toEqual([{ publicId: a.publicId, errorCode: 'PROBE_ALREADY_DELETED' }]);
    expect((await stored(a.publicId))!.name).toBe('renamed');
  });

  it('keeps items apart inside an outer transaction (an idempotent route): a failed item, even a database error, leaves no write and does not abort the rest', async () => {
    const a = await make('outer-a');
    const b = await make('outer-b');
    const c = await make('outer-c');
    const result = await withTransaction(() =>
      runBulk([a.publicId, b.publicId, c.publicId], async (publicId) => {
        await repo(Probe).update({ publicId }, { name: 'touched' });
        if (publicId === b.publicId) await sqlRows(`UPDATE lifecycle_probes SET name = repeat('x', 41) WHERE public_id = $1`, [publicId]);
      }),
    );
    expect(result).toEqual({ succeeded: [a.publicId, c.publicId], failures: [{ publicId: b.publicId, errorCode: 'VALIDATION_FAILED' }] });
    expect((await stored(a.publicId))!.name).toBe('touched');
    expect((await stored(b.publicId))!.name).toBe('outer-b');
    expect((await stored(c.publicId))!.name).toBe('touched');
  });
});

describe('reorder within a parent', () => {
  it('sets the positions of exactly the alive siblings, and refuses mixed parents or a partial list', async () => {
    const parent = await make('parent');
    const kids = [await make('k1', parent.id), await make('k2', parent.id), await make('k3', parent.id)];
    const other = await make('other-root');
    const rules = { group: 'parentId' as const, invalidItem: E.invalidItem, mixedParent: E.mixedParent };
    const order = [kids[2], kids[0], kids[1]].map((k) => k.publicId);
    await withTransaction(() => reorderWithinParent(Probe, order, rules));
    const rows = await sqlRows(`SELECT public_id AS "publicId" FROM lifecycle_probes WHERE parent_id = $1 ORDER BY display_order`, [parent.id]);
    expect(rows.map((r) => r.publicId)).toEqual(order);
    await expect(withTransaction(() => reorderWithinParent(Probe, [kids[0].publicId, other.publicId], rules))).rejects.toMatchObject({
      errorCode: 'PROBE_REORDER_MIXED_PARENT',
    });
    await expect(withTransaction(() => reorderWithinParent(Probe, [kids[0].publicId], rules))).rejects.toMatchObject({
      errorCode: 'PROBE_REORDER_INVALID_ITEM',
    });
  });
});

describe('activity log', () => {
  it('records the actor of the request context: an admin under runAs, else the system', async () => {
    const p = await make('logged');
    const admin = '01900000-0000-7000-8000-00000000abcd';
    await runAs({ kind: 'admin', publicId: admin }, () => withTransaction(() => recordActivity('update', 'probe', p.publicId)));
    await recordActivity('sweep', 'probe', p.publicId);
    const rows = await sqlRows(`SELECT actor, action, entity FROM activity_log WHERE public_id = $1 ORDER BY id`, [p.publicId]);
    expect(rows).toEqual([
      { actor: admin, action: 'update', entity: 'probe' },
      { actor: 'system', action: 'sweep', entity: 'probe' },
    ]);
  });

  it('replaces the catalog activity table (its rows moved by the migration)', async () => {
    expect(await sqlRows(`SELECT to_regclass('catalog_activity') AS t`)).toEqual([{ t: null }]);
  });
});

describe('list builder', () => {
  beforeAll(async () => {
    for (const name of ['list-a', 'list-b', 'list-c', 'list-d', 'list-e']) await make(name);
    await softDelete(Probe, (await repo(Probe).findOneByOrFail({ name: 'list-e' })).publicId, errors);
  });

  const alive = () => {
    const list = new SqlList<{ name: string; publicId: string; id: string }>({
      select: 'SELECT t.id, t.name, t.public_id AS "publicId" FROM lifecycle_probes t',
      countFrom: 'FROM lifecycle_probes t',
    });
    return list.where(`t.name LIKE ${list.param('list-%')}`).where('t.deleted_at IS NULL');
  };

  it('searches text with its %, _ and \\ taken literally (containsPattern)', async () => {
    for (const name of ['pct 50% off', 'pct 50x off', 'us_er', 'usXer', 'back\\slash', 'backslash']) await make(name);
    const matching = async (text: string) => {
      const list = new SqlList<{ name: string }>({ select: 'SELECT t.name FROM lifecycle_probes t' });
      return (await list.where(`t.name ILIKE ${list.param(containsPattern(text))}`).rows('t.name')).map((r) => r.name);
    };
    expect(await matching('50%')).toEqual(['pct 50% off']);
    expect(await matching('S_E')).toEqual(['us_er']);
    expect(await matching('k\\s')).toEqual(['back\\slash']);
  });

  it('offset-pages with the count of the whole filtered list', async () => {
    const l = resolveList({ page: 2, size: 2, sort: 'name', order: 'asc' }, ['name'] as const, 'name');
    const page = await alive().offsetPage(l, `t.name ${l.order}, t.id ${l.order}`);
    expect(page).toEqual({ count: 4, rows: [expect.objectContaining({ name: 'list-c' }), expect.objectContaining({ name: 'list-d' })] });
    const all = await alive().offsetPage(resolveList({ pagination: false }, ['name'] as const, 'name'), 't.name');
    expect(all.rows.map((r) => r.name)).toEqual(['list-a', 'list-b', 'list-c', 'list-d']);
    await expect(new SqlList({ select: 'SELECT t.* FROM lifecycle_probes t' }).where(`t.name = 'list-a'`).count()).resolves.toBe(1);
  });

  it('refuses a sort outside the allowlist', () => {
    expect(() => resolveList({ sort: 'password' }, ['name'] as const, 'name')).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_FAILED' }));
  });

  it('cursor-pages through every row once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await alive().cursorPage({ key: 't.name', id: 't.public_id', order: 'DESC', limit: 3, cursor }, (r) => ({ k: r.name, id: r.publicId }));
      seen.push(...page.rows.map((r) => r.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['list-d', 'list-c', 'list-b', 'list-a']);
  });

  it('pages a TypeORM query the same way', async () => {
    const qb = repo(Probe).createQueryBuilder('p').where(`p.name LIKE 'list-%'`).orderBy('p.name', 'ASC');
    const page = await queryPage(qb, resolveList({ page: 1, size: 3, sort: 'name' }, ['name'] as const, 'name'));
    expect(page.count).toBe(4);
    expect(page.rows.map((r) => r.name)).toEqual(['list-a', 'list-b', 'list-c']);
  });
});

describe('slug claims', () => {
  const taken = defineError(409, 'PROBE_SLUG_ALREADY_EXISTS', 'Taken');
  const exhausted = defineError(409, 'PROBE_SLUG_GENERATION_FAILED', 'No free slug');

  it('maps a taken slug to the area error, generates suffixed ones, and frees them on release', async () => {
    await claimSlug('probe', '1', 'shared', taken);
    await expect(claimSlug('probe', '2', 'shared', taken)).rejects.toMatchObject({ statusCode: 409, errorCode: 'PROBE_SLUG_ALREADY_EXISTS' });
    const rules = { maxLength: 40, tries: 2, fallback: 'probe', exhausted };
    expect(await claimGeneratedSlug('probe', '2', 'Shared', rules)).toBe('shared-2');
    await expect(claimGeneratedSlug('probe', '3', 'Shared', rules)).rejects.toMatchObject({ errorCode: 'PROBE_SLUG_GENERATION_FAILED' });
    expect(await claimGeneratedSlug('probe', '4', '!!!', rules)).toBe('probe');
    await releaseSlugs('probe', '1');
    expect(await resolveSlug('probe', 'shared')).toBeNull();
    await claimSlug('probe', '3', 'shared', taken);
    expect(await resolveSlug('probe', 'shared')).toEqual({ entityId: '3', isCurrent: true });
  });
});
