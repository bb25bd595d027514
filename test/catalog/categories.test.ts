import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN, SUPERADMIN_ENV, bearer } from '../support/auth.js';
import { adminApi, CATEGORIES } from './support.js';

let t: TestApp;
let root: string;
const api = () => adminApi(t, () => root);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

describe('category create', () => {
  it('creates a root with the spec response, a generated slug and an activity record', async () => {
    const res = await api().post(CATEGORIES, { name: '  Café Crème  ', description: 'Hot drinks' }).expect(201);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'publicId',
        'name',
        'slug',
        'description',
        'parentId',
        'depth',
        'displayOrder',
        'isVisible',
        'effectiveVisible',
        'imageUrl',
        'imageAlt',
        'seoTitle',
        'seoDescription',
        'createdAt',
        'updatedAt',
        'deletedAt',
      ].sort(),
    );
    expect(res.body.data).toMatchObject({
      name: 'Café Crème',
      slug: 'cafe-creme',
      parentId: null,
      depth: 0,
      displayOrder: 0,
      isVisible: true,
      effectiveVisible: true,
      deletedAt: null,
    });
    expect(res.body.data.publicId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    const activity = await t.bazaar.dataSource.query(`SELECT actor, action, entity FROM activity_log WHERE public_id = $1`, [res.body.data.publicId]);
    expect(activity).toEqual([{ actor: expect.stringMatching(/^[0-9a-f-]{36}$/), action: 'create', entity: 'category' }]);
  });

  it('suffixes a generated slug on collision and refuses a taken explicit slug', async () => {
    const a = await api().category({ name: 'Garden Tools' });
    const b = await api().category({ name: 'Garden tools' });
    expect([a.slug, b.slug]).toEqual(['garden-tools', 'garden-tools-2']);
    const taken = await api().post(CATEGORIES, { name: 'Other', slug: 'garden-tools' }).expect(409);
    expect(taken.body).toEqual({ statusCode: 409, errorCode: 'CATEGORY_SLUG_ALREADY_EXISTS', message: expect.any(String) });
  });

  it('gives up with CATALOG_SLUG_GENERATION_FAILED when every candidate is taken, writing nothing', async () => {
    await api().category({ name: 'Crowded', slug: 'crowded' });
    for (let n = 2; n <= 25; n++) await api().category({ name: `Crowded ${n}`, slug: `crowded-${n}` });
    const before = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM categories`);
    const res = await api().post(CATEGORIES, { name: 'Crowded' }).expect(409);
    expect(res.body.errorCode).toBe('CATALOG_SLUG_GENERATION_FAILED');
    const after = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM categories`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses bad input clearly', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'x' }, 'name'],
      [{ name: 'Okay', slug: 'Bad Slug' }, 'slug'],
      [{ name: 'Okay', slug: 'double--hyphen' }, 'slug'],
      [{ name: 'Okay', slug: 'a'.repeat(161) }, 'slug'],
      [{ name: 'Okay', displayOrder: -1 }, 'displayOrder'],
      [{ name: 'Okay', parentId: 'not-a-uuid' }, 'parentId'],
      [{ name: 'Okay', unknownField: 1 }, 'unknownField'],
    ];
    for (const [body, field] of cases) {
      const res = await api().post(CATEGORIES, body).expect(400);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const alt = await api().post(CATEGORIES, { name: 'Okay', imageAlt: 'An image' }).expect(400);
    expect(alt.body.errorCode).toBe('VALIDATION_FAILED');
    expect(alt.body.message).toContain('imageAlt requires imageUrl');
  });

  it('creates under a parent, refuses a missing or deleted parent and depth beyond 6', async () => {
    const missing = await api().post(CATEGORIES, { name: 'Orphan', parentId: '01900000-0000-7000-8000-000000000000' }).expect(404);
    expect(missing.body.errorCode).toBe('CATEGORY_PARENT_NOT_FOUND');
    let parent = await api().category({ name: 'Level 0' });
    for (let d = 1; d <= 6; d++) {
      parent = await api().category({ name: `Level ${d}`, parentId: parent.publicId });
      expect(parent.depth).toBe(d);
    }
    const tooDeep = await api().post(CATEGORIES, { name: 'Level 7', parentId: parent.publicId }).expect(409);
    expect(tooDeep.body.errorCode).toBe('CATEGORY_MAX_DEPTH_EXCEEDED');
    const gone = await api().category({ name: 'Gone' });
    await api().del(`${CATEGORIES}/${gone.publicId}`).expect(200);
    const deleted = await api().post(CATEGORIES, { name: 'Under gone', parentId: gone.publicId }).expect(409);
    expect(deleted.body.errorCode).toBe('CATEGORY_PARENT_DELETED');
  });
});

describe('category update, visibility, breadcrumbs', () => {
  it('updates fields and slug (keeping the old one as history), never the parent', async () => {
    const c = await api().category({ name: 'Phones' });
    const res = await api().patch(`${CATEGORIES}/${c.publicId}`, { name: 'Mobile Phones', slug: 'mobile-phones', seoTitle: 'Phones' }).expect(200);
    expect(res.body.data).toMatchObject({ name: 'Mobile Phones', slug: 'mobile-phones', seoTitle: 'Phones' });
    const history = await t.bazaar.dataSource.query(
      `SELECT slug, is_current FROM slugs WHERE scope = 'category' AND slug IN ('phones', 'mobile-phones') ORDER BY slug`,
    );
    expect(history).toEqual([
      { slug: 'mobile-phones', is_current: true },
      { slug: 'phones', is_current: false },
    ]);
    const other = await api().category({ name: 'Tablets' });
    const reuse = await api().patch(`${CATEGORIES}/${other.publicId}`, { slug: 'phones' }).expect(409);
    expect(reuse.body.errorCode).toBe('CATEGORY_SLUG_ALREADY_EXISTS');
    const parent = await api().patch(`${CATEGORIES}/${c.publicId}`, { parentId: null }).expect(400);
    expect(parent.body.errorCode).toBe('VALIDATION_FAILED');
    const nullName = await api().patch(`${CATEGORIES}/${c.publicId}`, { name: null }).expect(400);
    expect(nullName.body.errorCode).toBe('VALIDATION_FAILED');
    const alt = await api().patch(`${CATEGORIES}/${c.publicId}`, { imageAlt: 'alt' }).expect(400);
    expect(alt.body.errorCode).toBe('VALIDATION_FAILED');
    await api().patch(`${CATEGORIES}/${c.publicId}`, { imageUrl: 'https://img.test/p.png', imageAlt: 'alt' }).expect(200);
  });

  it('computes effectiveVisible from the ancestors and answers breadcrumbs root first', async () => {
    const a = await api().category({ name: 'Vis A' });
    const b = await api().category({ name: 'Vis B', parentId: a.publicId });
    const c = await api().category({ name: 'Vis C', parentId: b.publicId });
    await api().patch(`${CATEGORIES}/${a.publicId}/visibility`, { isVisible: false }).expect(200);
    const detail = await api().get(`${CATEGORIES}/${c.publicId}`).expect(200);
    expect(detail.body.data).toMatchObject({ isVisible: true, effectiveVisible: false, parentId: b.publicId, depth: 2 });
    const crumbs = await api().get(`${CATEGORIES}/${c.publicId}/breadcrumbs`).expect(200);
    expect(crumbs.body.data.map((x: any) => x.name)).toEqual(['Vis A', 'Vis B', 'Vis C']);
    const bad = await api().patch(`${CATEGORIES}/${a.publicId}/visibility`, { isVisible: 'no' }).expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('category move', () => {
  it('moves a subtree, shifting depths, and refuses cycles and depth overflow', async () => {
    const a = await api().category({ name: 'Move A' });
    const b = await api().category({ name: 'Move B', parentId: a.publicId });
    const c = await api().category({ name: 'Move C', parentId: b.publicId });
    const x = await api().category({ name: 'Move X' });
    const moved = await api().patch(`${CATEGORIES}/${b.publicId}/move`, { parentId: x.publicId }).expect(200);
    expect(moved.body.data).toMatchObject({ parentId: x.publicId, depth: 1 });
    expect((await api().get(`${CATEGORIES}/${c.publicId}`)).body.data.depth).toBe(2);
    const self = await api().patch(`${CATEGORIES}/${b.publicId}/move`, { parentId: b.publicId }).expect(409);
    expect(self.body.errorCode).toBe('CATEGORY_CIRCULAR_HIERARCHY');
    const under = await api().patch(`${CATEGORIES}/${x.publicId}/move`, { parentId: c.publicId }).expect(409);
    expect(under.body.errorCode).toBe('CATEGORY_CIRCULAR_HIERARCHY');
    const toRoot = await api().patch(`${CATEGORIES}/${b.publicId}/move`, { parentId: null }).expect(200);
    expect(toRoot.body.data).toMatchObject({ parentId: null, depth: 0 });
    expect((await api().get(`${CATEGORIES}/${c.publicId}`)).body.data.depth).toBe(1);
    const missingBody = await api().patch(`${CATEGORIES}/${b.publicId}/move`, {}).expect(400);
    expect(missingBody.body.errorCode).toBe('VALIDATION_FAILED');

    let deep = await api().category({ name: 'Deep 0' });
    for (let d = 1; d <= 5; d++) deep = await api().category({ name: `Deep ${d}`, parentId: deep.publicId });
    // b has one child level: under a depth-5 node, c would land at depth 7
    const overflow = await api().patch(`${CATEGORIES}/${b.publicId}/move`, { parentId: deep.publicId }).expect(409);
    expect(overflow.body.errorCode).toBe('CATEGORY_MAX_DEPTH_EXCEEDED');
    expect((await api().get(`${CATEGORIES}/${b.publicId}`)).body.data).toMatchObject({ parentId: null, depth: 0 });
  });

  it('never forms a cycle when two opposite moves race', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await api().category({ name: `Race P${round}` });
      const q = await api().category({ name: `Race Q${round}` });
      const [r1, r2] = await Promise.all([
        api().patch(`${CATEGORIES}/${p.publicId}/move`, { parentId: q.publicId }),
        api().patch(`${CATEGORIES}/${q.publicId}/move`, { parentId: p.publicId }),
      ]);
      expect([r1.status, r2.status].sort()).toEqual([200, 409]);
      expect([r1.body.errorCode, r2.body.errorCode]).toContain('CATEGORY_CIRCULAR_HIERARCHY');
      const rows = await t.bazaar.dataSource.query(
        `SELECT public_id AS "publicId", parent_id AS "parentId", depth FROM categories WHERE public_id = ANY($1::uuid[])`,
        [[p.publicId, q.publicId]],
      );
      expect(rows.filter((r: any) => r.parentId === null)).toHaveLength(1);
      expect(rows.map((r: any) => r.depth).sort()).toEqual([0, 1]);
    }
  });

  it('never exceeds depth 6 when two moves that are each fine alone race', async () => {
    // chain A0..A3 (depth 0..3) and chain B0..B2 (depth 0..2): moving B0 under A3 gives depth 6 at B2;
    // moving A0 under a depth-2 node at the same time would push the chain past 6
    let a = await api().category({ name: 'DepthRace A0' });
    const a0 = a;
    for (let d = 1; d <= 3; d++) a = await api().category({ name: `DepthRace A${d}`, parentId: a.publicId });
    let b = await api().category({ name: 'DepthRace B0' });
    const b0 = b;
    for (let d = 1; d <= 2; d++) b = await api().category({ name: `DepthRace B${d}`, parentId: b.publicId });
    let c = await api().category({ name: 'DepthRace C0' });
    for (let d = 1; d <= 2; d++) c = await api().category({ name: `DepthRace C${d}`, parentId: c.publicId });
    const [r1, r2] = await Promise.all([
      api().patch(`${CATEGORIES}/${b0.publicId}/move`, { parentId: a.publicId }),
      api().patch(`${CATEGORIES}/${a0.publicId}/move`, { parentId: c.publicId }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const [{ max }] = await t.bazaar.dataSource.query(`SELECT max(depth)::int AS max FROM categories`);
    expect(max).toBeLessThanOrEqual(6);
    const bad = await t.bazaar.dataSource.query(`SELECT c.id FROM categories c JOIN categories p ON p.id = c.parent_id WHERE c.depth <> p.depth + 1`);
    expect(bad).toEqual([]);
  });
});

describe('category move storm', () => {
  it('keeps the tree acyclic with consistent depths under many concurrent random moves', async () => {
    const nodes: string[] = [];
    for (let i = 0; i < 12; i++) nodes.push((await api().category({ name: `Storm ${i}` })).publicId);
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const moves = Array.from({ length: 40 }, () => {
      const node = nodes[rand(nodes.length)];
      const target = rand(5) === 0 ? null : nodes[rand(nodes.length)];
      return api().patch(`${CATEGORIES}/${node}/move`, { parentId: target });
    });
    const results = await Promise.all(moves);
    for (const r of results) {
      expect([200, 409]).toContain(r.status);
      if (r.status === 409) expect(['CATEGORY_CIRCULAR_HIERARCHY', 'CATEGORY_MAX_DEPTH_EXCEEDED']).toContain(r.body.errorCode);
    }
    expect(results.some((r) => r.status === 200)).toBe(true);
    const rows: Array<{ id: string; parentId: string | null; depth: number }> = await t.bazaar.dataSource.query(
      `SELECT id::text, parent_id::text AS "parentId", depth FROM categories WHERE public_id = ANY($1::uuid[])`,
      [nodes],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      // walking up reaches a root within 6 steps, and every step lowers the depth by one
      let cur = r;
      let steps = 0;
      while (cur.parentId !== null) {
        const parent = byId.get(cur.parentId)!;
        expect(parent.depth).toBe(cur.depth - 1);
        cur = parent;
        expect(++steps).toBeLessThanOrEqual(6);
      }
      expect(cur.depth).toBe(0);
      expect(r.depth).toBe(steps);
    }
  });
});

describe('category delete, restore, bulk, reorder', () => {
  it('soft deletes with message-only 200 and restores, with 409 on repeats and active children', async () => {
    const p = await api().category({ name: 'Del P' });
    const c = await api().category({ name: 'Del C', parentId: p.publicId });
    const blocked = await api().del(`${CATEGORIES}/${p.publicId}`).expect(409);
    expect(blocked.body.errorCode).toBe('CATEGORY_HAS_CHILDREN');
    const done = await api().del(`${CATEGORIES}/${c.publicId}`).expect(200);
    expect(done.body).toEqual({ message: expect.any(String), data: null, errorCode: null });
    expect((await api().del(`${CATEGORIES}/${c.publicId}`).expect(409)).body.errorCode).toBe('CATEGORY_ALREADY_DELETED');
    await api().del(`${CATEGORIES}/${p.publicId}`).expect(200);
    expect((await api().post(`${CATEGORIES}/${c.publicId}/restore`).expect(409)).body.errorCode).toBe('CATEGORY_PARENT_DELETED');
    const restored = await api().post(`${CATEGORIES}/${p.publicId}/restore`).expect(200);
    expect(restored.body.data).toMatchObject({ publicId: p.publicId, deletedAt: null });
    expect((await api().post(`${CATEGORIES}/${p.publicId}/restore`).expect(409)).body.errorCode).toBe('CATEGORY_NOT_DELETED');
    expect((await api().del(`${CATEGORIES}/01900000-0000-7000-8000-000000000000`).expect(404)).body.errorCode).toBe('CATEGORY_NOT_FOUND');
    const deletedList = await api().get(`${CATEGORIES}?parentId=${p.publicId}&deletedOnly=true`).expect(200);
    expect(deletedList.body.data.map((x: any) => x.publicId)).toEqual([c.publicId]);
  });

  it('bulk deletes a branch children first and reports per-item failures without rolling back', async () => {
    const p = await api().category({ name: 'Bulk P' });
    const c1 = await api().category({ name: 'Bulk C1', parentId: p.publicId });
    const c2 = await api().category({ name: 'Bulk C2', parentId: p.publicId });
    const ghost = '01900000-0000-7000-8000-000000000001';
    const res = await api()
      .post(`${CATEGORIES}/bulk/delete`, { publicIds: [p.publicId, c1.publicId, c2.publicId, c1.publicId, ghost] })
      .expect(200);
    expect(res.body.data.succeeded.sort()).toEqual([p.publicId, c1.publicId, c2.publicId].sort());
    expect(res.body.data.failures).toEqual([{ publicId: ghost, errorCode: 'CATEGORY_NOT_FOUND' }]);
    const again = await api()
      .post(`${CATEGORIES}/bulk/restore`, { publicIds: [c1.publicId, p.publicId] })
      .expect(200);
    expect(again.body.data.succeeded).toEqual([p.publicId, c1.publicId]);
    const vis = await api()
      .post(`${CATEGORIES}/bulk/visibility`, { publicIds: [p.publicId, c2.publicId], isVisible: false })
      .expect(200);
    expect(vis.body.data).toEqual({ succeeded: [p.publicId], failures: [{ publicId: c2.publicId, errorCode: 'CATEGORY_ALREADY_DELETED' }] });
  });

  it('caps bulk at 100 unique ids (after de-duplication) and refuses non UUID v7 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`);
    const over = await api().post(`${CATEGORIES}/bulk/delete`, { publicIds: ids }).expect(409);
    expect(over.body.errorCode).toBe('CATALOG_BULK_LIMIT_EXCEEDED');
    const dupes = await api()
      .post(`${CATEGORIES}/bulk/delete`, { publicIds: [...ids.slice(0, 100), ids[0], ids[1]] })
      .expect(200);
    expect(dupes.body.data.failures).toHaveLength(100);
    const v4 = await api()
      .post(`${CATEGORIES}/bulk/delete`, { publicIds: ['6f1c1d9e-2b7a-4c1e-9a55-0c6b8c1f0d11'] })
      .expect(400);
    expect(v4.body.errorCode).toBe('VALIDATION_FAILED');
    expect((await api().post(`${CATEGORIES}/bulk/delete`, { publicIds: [] }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('reorders exactly the alive siblings of one parent', async () => {
    const p = await api().category({ name: 'Order P' });
    const kids = [];
    for (const n of ['K1', 'K2', 'K3']) kids.push(await api().category({ name: `Order ${n}`, parentId: p.publicId }));
    const ids = kids.map((k) => k.publicId);
    const res = await api()
      .patch(`${CATEGORIES}/reorder`, { publicIds: [ids[2], ids[0], ids[1]] })
      .expect(200);
    expect(res.body.data).toBeNull();
    const list = await api().get(`${CATEGORIES}?parentId=${p.publicId}&sort=displayOrder&order=asc`).expect(200);
    expect(list.body.data.map((x: any) => x.publicId)).toEqual([ids[2], ids[0], ids[1]]);
    expect(list.body.data.map((x: any) => x.displayOrder)).toEqual([0, 1, 2]);
    expect(
      (
        await api()
          .patch(`${CATEGORIES}/reorder`, { publicIds: [ids[0], ids[1]] })
          .expect(409)
      ).body.errorCode,
    ).toBe('CATALOG_REORDER_INVALID_ITEM');
    expect(
      (
        await api()
          .patch(`${CATEGORIES}/reorder`, { publicIds: [ids[0], ids[1], ids[2], p.publicId] })
          .expect(409)
      ).body.errorCode,
    ).toBe('CATALOG_REORDER_MIXED_PARENT');
    const after = await api().get(`${CATEGORIES}?parentId=${p.publicId}&sort=displayOrder&order=asc`).expect(200);
    expect(after.body.data.map((x: any) => x.publicId)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('applies racing reorders of one level one after the other (a consistent order wins)', async () => {
    const p = await api().category({ name: 'Race order P' });
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await api().category({ name: `Race order ${i}`, parentId: p.publicId })).publicId);
    const forward = [...ids];
    const backward = [...ids].reverse();
    const results = await Promise.all([1, 2, 3, 4].map((i) => api().patch(`${CATEGORIES}/reorder`, { publicIds: i % 2 ? forward : backward })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const list = await api().get(`${CATEGORIES}?parentId=${p.publicId}&sort=displayOrder&order=asc`).expect(200);
    const order = list.body.data.map((x: any) => x.publicId);
    expect([JSON.stringify(forward), JSON.stringify(backward)]).toContain(JSON.stringify(order));
    expect(list.body.data.map((x: any) => x.displayOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('category races between create and delete', () => {
  it('never leaves an alive child under a deleted parent', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await api().category({ name: `Race parent ${round}` });
      const [created, deleted] = await Promise.all([
        api().post(CATEGORIES, { name: `Race kid ${round}`, parentId: p.publicId }),
        api().del(`${CATEGORIES}/${p.publicId}`),
      ]);
      const outcomes = [created.status, deleted.status];
      expect([
        [201, 409],
        [409, 200],
      ]).toContainEqual(outcomes);
      if (created.status === 201) expect(deleted.body.errorCode).toBe('CATEGORY_HAS_CHILDREN');
      else expect(created.body.errorCode).toBe('CATEGORY_PARENT_DELETED');
    }
    const orphans = await t.bazaar.dataSource.query(
      `SELECT c.id FROM categories c JOIN categories p ON p.id = c.parent_id WHERE c.deleted_at IS NULL AND p.deleted_at IS NOT NULL`,
    );
    expect(orphans).toEqual([]);
  });
});

describe('category lists and permissions', () => {
  it('lists one level with standard paging and the full tree nested', async () => {
    const p = await api().category({ name: 'List P' });
    for (let i = 0; i < 3; i++) await api().category({ name: `List child ${i}`, parentId: p.publicId });
    const page = await api().get(`${CATEGORIES}?parentId=${p.publicId}&size=2&page=2&sort=name&order=asc`).expect(200);
    expect(page.body).toMatchObject({ count: 3, currentPage: 2, totalPage: 2 });
    expect(page.body.data.map((x: any) => x.name)).toEqual(['List child 2']);
    const badSort = await api().get(`${CATEGORIES}?sort=depth`).expect(400);
    expect(badSort.body.errorCode).toBe('VALIDATION_FAILED');
    const tree = await api().get(`${CATEGORIES}/tree`).expect(200);
    const node = tree.body.data.find((n: any) => n.publicId === p.publicId);
    expect(node.children.map((c: any) => c.name)).toEqual(['List child 0', 'List child 1', 'List child 2']);
  });

  it('checks Categories_* permissions per route', async () => {
    const reader = await adminWith(t, root, ['Categories_READ']);
    await t.http.get(CATEGORIES).set(bearer(reader)).expect(200);
    const denied = await t.http.post(CATEGORIES).set(bearer(reader)).send({ name: 'Nope' }).expect(403);
    expect(denied.body.errorCode).toBe('FORBIDDEN');
    await t.http.get(CATEGORIES).expect(401);
  });
});
