import { availablePlugins } from '../../plugins/index.js';
import { boxOf, overflowing, pageOverflowsSideways, saveScreenshot } from '../admin/support/layout.js';
import { pageState, panelLogin, type Agent } from '../admin/support/panel.js';
import { startPanelBrowser, type PanelBrowser } from '../admin/support/panel-browser.js';
import type { TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN } from '../support/auth.js';
import { adminApi, CATEGORIES } from './support.js';

/* The category tree in the panel: titles by path, the tree page, moves by drag and by picker, new-form defaults. */

let pb: PanelBrowser;
let t: TestApp;
let root: string;
let su: Agent;
const api = () => adminApi(t, () => root);
const moveUnder = (id: string) => `/admin/api/resources/Categories/records/${id}/moveUnder`;
const placeAmong = (id: string) => `/admin/api/resources/Categories/records/${id}/placeAmong`;
/** The children of a category (null: the top level) by name, in the order of the API's tree read. */
async function childrenInTree(parentId: string | null): Promise<string[]> {
  const tree = (await api().get(`${CATEGORIES}/tree`).expect(200)).body.data;
  const find = (nodes: any[]): any[] | undefined => {
    for (const n of nodes) {
      if (n.id === parentId || n.publicId === parentId) return n.children;
      const below = find(n.children);
      if (below) return below;
    }
    return undefined;
  };
  return (parentId === null ? tree : (find(tree) ?? [])).map((n: any) => n.name);
}
const parentOf = async (id: string) => (await api().get(`${CATEGORIES}/${id}`).expect(200)).body.data.parentId;

let first: any;
let second: any;
let audio: any;

beforeAll(async () => {
  pb = await startPanelBrowser(availablePlugins.filter((p) => ['accounts', 'catalog'].includes(p.name)));
  t = pb.t;
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  first = await api().category({ name: 'Electronics', slug: 'electronics' });
  second = await api().category({ name: 'Electronics', slug: 'electronics-outlet' });
  audio = await api().category({ name: 'Audio', parentId: first.publicId });
  await api().category({ name: 'Headphones', parentId: audio.publicId });
  await api().category({ name: 'Garden', isVisible: false });
}, 15 * 60_000);
afterAll(async () => pb?.close());

describe('category titles and moves (panel API)', () => {
  it('names categories by path, with the slug where two share a path, in lists, searches and parents', async () => {
    const search = await su.get('/admin/api/resources/Categories/actions/search/electr').expect(200);
    expect(search.body.records.map((r: any) => r.title)).toEqual([
      'Electronics (electronics)',
      'Electronics (electronics-outlet)',
      'Electronics > Audio',
      'Electronics > Audio > Headphones',
    ]);
    const show = await su.get(`/admin/api/resources/Categories/records/${audio.publicId}/show`).expect(200);
    expect(show.body.record.title).toBe('Electronics > Audio');
    // the parent reference is shown by its title
    expect(show.body.record.populated.parentId.title).toBe('Electronics (electronics)');
  });

  it('moves under a parent with the move rules; a GET changes nothing; a cycle is refused', async () => {
    const peek = await su.get(moveUnder(audio.publicId)).expect(200);
    expect(peek.body.notice).toBeUndefined();
    const cycle = await su.post(moveUnder(first.publicId)).type('form').send({ parentId: audio.publicId }).expect(200);
    expect(cycle.body.notice).toMatchObject({ type: 'error' });
    expect(await parentOf(first.publicId)).toBeNull();
    const bad = await su.post(moveUnder(audio.publicId)).type('form').send({ parentId: 'not-a-uuid' }).expect(200);
    expect(bad.body.notice).toEqual({ type: 'error', message: 'parentId must be a UUID v7 or null' });

    const moved = await su.post(moveUnder(audio.publicId)).type('form').send({ parentId: second.publicId }).expect(200);
    expect(moved.body.notice).toEqual({ message: 'The category is moved', type: 'success' });
    expect(await parentOf(audio.publicId)).toBe(second.publicId);
    const [activity] = await t.bazaar.dataSource.query(`SELECT action FROM activity_log WHERE public_id = $1 ORDER BY id DESC LIMIT 1`, [audio.publicId]);
    expect(activity.action).toBe('move');
    const top = await su.post(moveUnder(audio.publicId)).type('form').send({ parentId: '' }).expect(200);
    expect(top.body.notice).toMatchObject({ type: 'success' });
    expect(await parentOf(audio.publicId)).toBeNull();
    await su.post(moveUnder(audio.publicId)).type('form').send({ parentId: first.publicId }).expect(200);
  });

  it('the menu entry opens the tree; reading the tree needs Categories_READ, moving needs _UPDATE', async () => {
    expect(pageState((await su.get('/admin').expect(200)).text).resources.find((r: any) => r.id === 'Categories').href).toBe(
      '/admin/resources/Categories/actions/tree',
    );
    const email = `tree${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Categories_READ'], email);
    const reader = await panelLogin(t, email, 'admin-password-1');
    const tree = await reader.get('/admin/api/resources/Categories/actions/tree').expect(200);
    expect(tree.body.data.moveAction).toBe('moveUnder');
    expect(tree.body.data.nodes.map((n: any) => [n.title, n.muted, n.note ?? null])).toEqual(
      expect.arrayContaining([
        ['Electronics', false, null],
        ['Garden', true, 'hidden'],
      ]),
    );
    const refused = await reader.post(moveUnder(audio.publicId)).type('form').send({ parentId: '' }).expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    expect(await parentOf(audio.publicId)).toBe(first.publicId);

    const none = await adminWith(t, root, ['Brands_READ'], `none${email}`).then(() => panelLogin(t, `none${email}`, 'admin-password-1'));
    expect(pageState((await none.get('/admin').expect(200)).text).resources.find((r: any) => r.id === 'Categories').href).toBeNull();
  });

  it('places a category among siblings through the reorder use case; a stale order is refused and changes nothing', async () => {
    const shelf = await api().category({ name: 'Shelf' });
    const [a, b, c] = [
      await api().category({ name: 'Alpha', parentId: shelf.publicId }),
      await api().category({ name: 'Beta', parentId: shelf.publicId }),
      await api().category({ name: 'Gamma', parentId: shelf.publicId }),
    ];
    const placed = await su
      .post(placeAmong(c.publicId))
      .type('form')
      .send({ parentId: shelf.publicId, publicIds: [a, c, b].map((x) => x.publicId).join(',') })
      .expect(200);
    expect(placed.body.notice).toEqual({ message: 'The category is placed', type: 'success' });
    expect(await childrenInTree(shelf.publicId)).toEqual(['Alpha', 'Gamma', 'Beta']);
    // a list that leaves a sibling out is refused: nothing moves, nothing is reordered
    const stale = await su.post(placeAmong(c.publicId)).type('form').send({ parentId: null, publicIds: c.publicId }).expect(200);
    expect(stale.body.notice).toMatchObject({ type: 'error' });
    expect(await parentOf(c.publicId)).toBe(shelf.publicId);
    expect(await childrenInTree(shelf.publicId)).toEqual(['Alpha', 'Gamma', 'Beta']);
    // out of the way of the tree page's tests
    for (const x of [a, b, c, shelf]) expect((await api().del(`${CATEGORIES}/${x.publicId}`)).status).toBeLessThan(300);
  });
});

describe('category tree page (Chromium)', () => {
  it('draws the tree indented, moves a category by dragging it onto another and by its picker', async () => {
    const { page, crashes } = await pb.signedInPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${pb.base}/admin/resources/Categories/actions/tree`, { waitUntil: 'domcontentloaded' });
    const node = (path: string) => page.locator(`[data-testid="tree-node"][data-path="${path}"]`);
    const row = (path: string) => node(path).locator('> [data-testid="tree-row"]');
    await row('Electronics > Audio').waitFor({ state: 'visible', timeout: 30_000 });

    // children sit under their parent, indented; a hidden category is marked
    const parent = await boxOf(row('Electronics').first());
    const child = await boxOf(row('Electronics > Audio'));
    const grandchild = await boxOf(row('Electronics > Audio > Headphones'));
    expect(child.y).toBeGreaterThan(parent.y);
    expect(child.x).toBeGreaterThan(parent.x + 10);
    expect(grandchild.x).toBeGreaterThan(child.x + 10);
    expect(await row('Garden').getByTestId('tree-note').innerText()).toBe('hidden');
    expect(await overflowing(page.getByTestId('tree-row'))).toEqual([]);
    expect(await pageOverflowsSideways(page)).toBe(false);
    // namesakes are told apart by their slug
    expect(
      await page.locator(`[data-testid="tree-node"][data-id="${second.publicId}"] > [data-testid="tree-row"] [data-testid="tree-detail"]`).innerText(),
    ).toBe('/electronics-outlet');
    await saveScreenshot(page, 'category-tree');

    // drag Audio onto the second Electronics
    const target = page.locator(`[data-testid="tree-node"][data-id="${second.publicId}"] > [data-testid="tree-row"]`);
    await row('Electronics > Audio').dragTo(target);
    await page.getByText('The category is moved').first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await parentOf(audio.publicId)).toBe(second.publicId);
    await page
      .locator(`[data-testid="tree-node"][data-id="${second.publicId}"] [data-testid="tree-node"][data-id="${audio.publicId}"]`)
      .waitFor({ state: 'visible', timeout: 30_000 });

    // the picker offers parents by path (not the category itself nor what is under it), and the top level
    await page.locator(`[data-testid="tree-node"][data-id="${audio.publicId}"] > [data-testid="tree-row"]`).getByTestId('tree-move-open').click();
    const select = page.getByTestId('tree-move-select');
    const options = await select.locator('option').allInnerTexts();
    expect(options).toEqual(['Choose the new parent...', 'Top level', 'Electronics', 'Garden']);
    await select.selectOption({ label: 'Top level' });
    await page.getByTestId('tree-move-confirm').click();
    await page.locator('[data-testid="tree-view"] > ul > [data-testid="tree-node"][data-path="Audio"]').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await parentOf(audio.publicId)).toBeNull();

    // the list is one click away
    await page
      .getByRole('button', { name: 'List' })
      .or(page.getByRole('link', { name: 'List' }))
      .first()
      .click();
    await page.waitForURL(/\/admin\/resources\/Categories(\/actions\/list)?(\?.*)?$/, { timeout: 30_000 });
    await page.locator('[data-testid="property-list-title"]').first().waitFor({ state: 'visible', timeout: 30_000 });
    // Audio is at the top level now: its child reads by its new path
    expect(await page.locator('[data-testid="property-list-title"]').allInnerTexts()).toEqual(
      expect.arrayContaining(['Audio > Headphones', 'Electronics (electronics)']),
    );
    await saveScreenshot(page, 'category-list');
    expect(crashes).toEqual([]);
  }, 120_000);

  it('reorders siblings by dropping a row between two of them, and moves and places one from another parent', async () => {
    const phones = await api().category({ name: 'Phones' });
    const android = await api().category({ name: 'Android', parentId: phones.publicId });
    const iphone = await api().category({ name: 'iPhone', parentId: phones.publicId });
    const cases = await api().category({ name: 'Cases', parentId: phones.publicId });
    const chargers = await api().category({ name: 'Chargers' });
    expect(await childrenInTree(phones.publicId)).toEqual(['Android', 'iPhone', 'Cases']);

    const { page, crashes } = await pb.signedInPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${pb.base}/admin/resources/Categories/actions/tree`, { waitUntil: 'domcontentloaded' });
    const rowOf = (id: string) => page.locator(`[data-testid="tree-node"][data-id="${id}"] > [data-testid="tree-row"]`);
    const gap = (parentId: string, index: number) => page.locator(`[data-testid="tree-gap"][data-parent="${parentId}"][data-index="${index}"]`);
    const shown = async () =>
      page
        .locator(`[data-testid="tree-node"][data-id="${phones.publicId}"] > ul > [data-testid="tree-node"]`)
        .evaluateAll((els) => els.map((e) => (e as any).getAttribute('data-path') as string));
    await rowOf(cases.publicId).waitFor({ state: 'visible', timeout: 30_000 });

    // Cases between Android and iPhone
    await rowOf(cases.publicId).dragTo(gap(phones.publicId, 1));
    await page.getByText('The category is placed').first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await childrenInTree(phones.publicId)).toEqual(['Android', 'Cases', 'iPhone']);
    // the tree is read again: Cases is the second child (the list alternates drop lines and rows)
    await page
      .locator(`[data-testid="tree-node"][data-id="${phones.publicId}"] > ul > li:nth-child(4)[data-id="${cases.publicId}"]`)
      .waitFor({ state: 'visible', timeout: 30_000 });
    expect(await shown()).toEqual(['Phones > Android', 'Phones > Cases', 'Phones > iPhone']);

    // Chargers (top level) between Cases and iPhone: moved under Phones and placed there
    await rowOf(chargers.publicId).dragTo(gap(phones.publicId, 2));
    await page
      .locator(`[data-testid="tree-node"][data-id="${phones.publicId}"] [data-testid="tree-node"][data-id="${chargers.publicId}"]`)
      .waitFor({ state: 'visible', timeout: 30_000 });
    expect(await parentOf(chargers.publicId)).toBe(phones.publicId);
    expect(await childrenInTree(phones.publicId)).toEqual(['Android', 'Cases', 'Chargers', 'iPhone']);
    expect(await shown()).toEqual(['Phones > Android', 'Phones > Cases', 'Phones > Chargers', 'Phones > iPhone']);

    // dropping a row onto another still moves it under that one
    await rowOf(iphone.publicId).dragTo(rowOf(android.publicId));
    await page
      .locator(`[data-testid="tree-node"][data-id="${android.publicId}"] [data-testid="tree-node"][data-id="${iphone.publicId}"]`)
      .waitFor({ state: 'visible', timeout: 30_000 });
    expect(await parentOf(iphone.publicId)).toBe(android.publicId);
    await saveScreenshot(page, 'category-tree-reordered');
    expect(crashes).toEqual([]);
  }, 120_000);

  it('the new-category form starts with "Is Visible" ticked and picks the parent by path', async () => {
    const { page, crashes } = await pb.signedInPage();
    await page.goto(`${pb.base}/admin/resources/Categories/actions/new`, { waitUntil: 'domcontentloaded' });
    const visible = page.locator('[data-testid="property-edit-isVisible"] input[type="checkbox"]');
    await visible.waitFor({ state: 'attached', timeout: 30_000 });
    expect(await visible.isChecked()).toBe(true);

    await page.locator('[data-testid="property-edit-name"] input').fill('Speakers');
    const parent = page.locator('[data-testid="property-edit-parentId"]');
    await parent.locator('input').first().fill('Electronics');
    const choices = parent.getByText(/^Electronics/);
    await choices.first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await choices.allInnerTexts()).toEqual(expect.arrayContaining(['Electronics (electronics)', 'Electronics (electronics-outlet)']));
    await parent.getByText('Electronics (electronics-outlet)', { exact: true }).click();
    await Promise.all([page.waitForURL(/\/admin\/resources\/Categories(\?.*)?$/, { timeout: 30_000 }), page.locator('[data-testid="button-save"]').click()]);

    const list = await api().get(`${CATEGORIES}?parentId=${second.publicId}&pagination=false`).expect(200);
    expect(list.body.data.find((c: any) => c.name === 'Speakers')).toMatchObject({ isVisible: true });
    expect(crashes).toEqual([]);
  }, 120_000);
});
