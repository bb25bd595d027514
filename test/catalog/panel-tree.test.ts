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
    expect(pageState((await su.get('/admin').expect(200)).text).resources.find((r: any) => r.id === 'Categories').href).toBe('/admin/resources/Categories/actions/tree');
    const email = `tree${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Categories_READ'], email);
    const reader = await panelLogin(t, email, 'admin-password-1');
    const tree = await reader.get('/admin/api/resources/Categories/actions/tree').expect(200);
    expect(tree.body.data.moveAction).toBe('moveUnder');
    expect(tree.body.data.nodes.map((n: any) => [n.title, n.muted, n.note ?? null])).toEqual(
      expect.arrayContaining([['Electronics', false, null], ['Garden', true, 'hidden']]),
    );
    const refused = await reader.post(moveUnder(audio.publicId)).type('form').send({ parentId: '' }).expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    expect(await parentOf(audio.publicId)).toBe(first.publicId);

    const none = await adminWith(t, root, ['Brands_READ'], `none${email}`).then(() => panelLogin(t, `none${email}`, 'admin-password-1'));
    expect(pageState((await none.get('/admin').expect(200)).text).resources.find((r: any) => r.id === 'Categories').href).toBeNull();
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
    expect(await page.locator(`[data-testid="tree-node"][data-id="${second.publicId}"] > [data-testid="tree-row"] [data-testid="tree-detail"]`).innerText()).toBe('/electronics-outlet');
    await saveScreenshot(page, 'category-tree');

    // drag Audio onto the second Electronics
    const target = page.locator(`[data-testid="tree-node"][data-id="${second.publicId}"] > [data-testid="tree-row"]`);
    await row('Electronics > Audio').dragTo(target);
    await page.getByText('The category is moved').first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await parentOf(audio.publicId)).toBe(second.publicId);
    await page.locator(`[data-testid="tree-node"][data-id="${second.publicId}"] [data-testid="tree-node"][data-id="${audio.publicId}"]`).waitFor({ state: 'visible', timeout: 30_000 });

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
    await page.getByRole('button', { name: 'List' }).or(page.getByRole('link', { name: 'List' })).first().click();
    await page.waitForURL(/\/admin\/resources\/Categories(\/actions\/list)?(\?.*)?$/, { timeout: 30_000 });
    await page.locator('[data-testid="property-list-title"]').first().waitFor({ state: 'visible', timeout: 30_000 });
    // Audio is at the top level now: its child reads by its new path
    expect(await page.locator('[data-testid="property-list-title"]').allInnerTexts()).toEqual(expect.arrayContaining(['Audio > Headphones', 'Electronics (electronics)']));
    await saveScreenshot(page, 'category-list');
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
