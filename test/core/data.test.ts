import { bootApp, type TestApp } from '../support/app.js';
import { afterCommit, db, inTransaction, withTransaction } from '../../core/db/transaction.js';
import { assignNewSlugs, assignSlug, isSlugAvailable, resolveSlug, slugHistory, slugify, SlugTakenError } from '../../core/db/slugs/slug-registry.js';
import { isUuidV7, newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { createDataSource } from '../../core/db/data-source.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootApp();
  await t.bazaar.dataSource.query(`CREATE TABLE tx_probe (id serial PRIMARY KEY, v text NOT NULL)`);
});
afterAll(async () => t?.close());

const count = async (v: string) => Number((await sqlRows(`SELECT count(*)::int AS n FROM tx_probe WHERE v = $1`, [v]))[0].n);

describe('transaction helper', () => {
  it('commits every write of the callback together', async () => {
    await withTransaction(async () => {
      expect(inTransaction()).toBe(true);
      await db().query(`INSERT INTO tx_probe (v) VALUES ('both')`);
      await db().query(`INSERT INTO tx_probe (v) VALUES ('both')`);
    });
    expect(await count('both')).toBe(2);
  });

  it('rolls back every write, including those of nested calls, when anything throws', async () => {
    await expect(
      withTransaction(async () => {
        await db().query(`INSERT INTO tx_probe (v) VALUES ('none')`);
        await withTransaction(async () => db().query(`INSERT INTO tx_probe (v) VALUES ('none')`));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await count('none')).toBe(0);
  });

  it('joins the outer transaction from a nested call (same manager)', async () => {
    await withTransaction(async (outer) => {
      await withTransaction(async (inner) => expect(inner).toBe(outer));
    });
  });

  it('runs after-commit work once the outermost transaction committed, and never after a rollback', async () => {
    const seen: number[] = [];
    const hook = async () => {
      expect(inTransaction()).toBe(false);
      seen.push(await count('hooked'));
    };
    await withTransaction(async () => {
      await db().query(`INSERT INTO tx_probe (v) VALUES ('hooked')`);
      await withTransaction(async () => afterCommit(hook));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([1]);
    await expect(
      withTransaction(async () => {
        await afterCommit(hook);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(seen).toEqual([1]);
    await afterCommit(hook);
    expect(seen).toEqual([1, 1]);
  });

  it('runs reads sent together inside a transaction one at a time on its connection, in the order sent (none piled on the pg client)', async () => {
    let inFlight = 0;
    let most = 0;
    const rows = await withTransaction(async (manager) => {
      // the transaction's pg client, watched: how many of its queries are open at once
      const client = (manager.queryRunner as unknown as { databaseConnection: { query: (...args: unknown[]) => Promise<unknown> } }).databaseConnection;
      const query = client.query.bind(client);
      client.query = (...args: unknown[]) => {
        most = Math.max(most, ++inFlight);
        return query(...args).finally(() => inFlight--);
      };
      await db().query(`INSERT INTO tx_probe (v) VALUES ('together')`);
      return Promise.all(
        [1, 2, 3, 4, 5].map((n) => sqlRows<{ n: number; seen: number }>(`SELECT $1::int AS n, count(*)::int AS seen FROM tx_probe WHERE v = 'together'`, [n])),
      );
    });
    expect(rows.map(([r]) => [r!.n, r!.seen])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    expect(most).toBe(1);
  });
});

describe('transient conflicts', () => {
  it('runs a deadlock victim again, so two transactions locking rows in opposite orders both commit', async () => {
    const [a, b] = await sqlRows<{ id: number }>(`INSERT INTO tx_probe (v) VALUES ('lock-a'), ('lock-b') RETURNING id`);
    let runs = 0;
    let bothHoldOne!: () => void;
    const firstLocks = new Promise<void>((resolve) => {
      bothHoldOne = resolve;
    });
    let held = 0;
    const crossing = (first: number, second: number, mark: string) =>
      withTransaction(async () => {
        runs++;
        await sqlRows(`UPDATE tx_probe SET v = v WHERE id = $1`, [first]);
        if (++held === 2) bothHoldOne();
        await firstLocks; // each holds one row and asks for the other: PostgreSQL aborts one of them
        await sqlRows(`UPDATE tx_probe SET v = v WHERE id = $1`, [second]);
        await sqlRows(`INSERT INTO tx_probe (v) VALUES ($1)`, [mark]);
      });
    await Promise.all([crossing(a.id, b.id, 'crossed-1'), crossing(b.id, a.id, 'crossed-2')]);
    expect(runs).toBe(3);
    expect(await count('crossed-1')).toBe(1);
    expect(await count('crossed-2')).toBe(1);
  });
});

describe('public ids', () => {
  it('are UUID v7 and time ordered', () => {
    const a = newPublicId();
    const b = newPublicId();
    expect(isUuidV7(a)).toBe(true);
    expect(a < b).toBe(true);
    expect(isUuidV7('3f1c2a9e-8d4b-4c1a-9f2e-1b2c3d4e5f60')).toBe(false);
  });
});

describe('slug registry', () => {
  it('slugifies accents, case and punctuation', () => {
    expect(slugify('  Café Crème: Déjà Vu!  ')).toBe('cafe-creme-deja-vu');
  });

  it('keeps retired slugs resolving to their entity and never reassigns them', async () => {
    await assignSlug('widget', '1', 'blue-phone');
    await assignSlug('widget', '1', 'blue-phone-pro');
    expect(await resolveSlug('widget', 'blue-phone')).toEqual({ entityId: '1', isCurrent: false });
    expect(await resolveSlug('widget', 'blue-phone-pro')).toEqual({ entityId: '1', isCurrent: true });
    expect(await slugHistory('widget', '1')).toEqual(['blue-phone']);
    await expect(assignSlug('widget', '2', 'blue-phone')).rejects.toBeInstanceOf(SlugTakenError);
    expect(await isSlugAvailable('widget', 'blue-phone')).toBe(false);
    expect(await isSlugAvailable('widget', 'blue-phone', '1')).toBe(true);
    // the same slug in another scope is another namespace
    await assignSlug('gadget', '2', 'blue-phone');
  });

  it('lets an entity take back one of its own retired slugs', async () => {
    await assignSlug('widget', '1', 'blue-phone');
    expect(await resolveSlug('widget', 'blue-phone')).toEqual({ entityId: '1', isCurrent: true });
    expect(await resolveSlug('widget', 'blue-phone-pro')).toEqual({ entityId: '1', isCurrent: false });
  });

  it('gives a contested slug to exactly one of many concurrent claimants', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => assignSlug('race', String(100 + i), 'hot-deal')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(SlugTakenError);
    const rows = await sqlRows(`SELECT entity_id FROM slugs WHERE scope = 'race'`);
    expect(rows).toHaveLength(1);
  });

  it('claims many new slugs at once and names the ones already held (retired ones included)', async () => {
    await assignSlug('bulk', '500', 'old-name');
    await assignSlug('bulk', '500', 'new-name');
    expect(await assignNewSlugs('bulk', ['a-one', 'a-two'], ['501', '502'])).toEqual([]);
    expect(await resolveSlug('bulk', 'a-two')).toEqual({ entityId: '502', isCurrent: true });
    expect(await assignNewSlugs('bulk', ['b-one', 'old-name', 'a-one'], ['503', '504', '505'])).toEqual(['old-name', 'a-one']);
    expect(await resolveSlug('bulk', 'old-name')).toEqual({ entityId: '500', isCurrent: false });
  });
});

describe('pooled connections', () => {
  it('plan the named prepared statements generically, after the URL own session options', async () => {
    const [row] = await sqlRows<{ mode: string }>(`SELECT current_setting('plan_cache_mode') AS mode`);
    expect(row!.mode).toBe('force_generic_plan');
    const given = createDataSource('postgres://u@127.0.0.1:5432/x?options=-c%20statement_timeout%3D5000', []);
    expect((given.options as { extra: { options: string } }).extra.options).toBe('-c statement_timeout=5000 -c plan_cache_mode=force_generic_plan');
  });
});
