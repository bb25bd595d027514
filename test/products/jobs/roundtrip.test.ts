import { bootApp, type TestApp } from '../../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { catalogueSnapshot, csv, download, exportAndWait, HEADER, importAndWait, productRow, row, seedCatalog } from './helpers.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  token = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  await seedCatalog(t, token);
});
afterAll(async () => t?.close());

/**
 * Empties the catalogue of products (one app per process: the store is emptied rather than a second one
 * booted). The ledger refuses deletes by trigger, so this session runs as a replica, which skips triggers.
 */
async function emptyCatalogue(): Promise<void> {
  await t.bazaar.dataSource.transaction(async (m) => {
    await m.query(`SET LOCAL session_replication_role = replica`);
    for (const table of ['inventory_movements', 'inventory_holds', 'product_tags', 'product_variants', 'products']) await m.query(`DELETE FROM ${table}`);
    await m.query(`DELETE FROM slugs WHERE scope = 'product'`);
  });
}

const completed = (job: any) => {
  if (job.status !== 'completed') throw new Error(JSON.stringify({ status: job.status, failureCode: job.failureCode, errors: job.errors?.slice(0, 5) }));
  return job;
};

it('export then import into an empty catalogue reproduces the products, variants, prices, stock and tags (CSV and XLSX)', async () => {
  const opts = (c: string, s: string, m: string) => ({
    option1Name: 'Color',
    option1Value: c,
    option2Name: 'Storage',
    option2Value: s,
    option3Name: 'Material',
    option3Value: m,
  });
  completed(
    await importAndWait(
      t,
      token,
      csv([
        HEADER,
        productRow('phone-x', {
          name: 'Phone X — ünïcode, "quoted"',
          brandSlug: 'acme',
          seriesSlug: 'acme-pro',
          status: 'published',
          stockStatus: 'low_stock',
          shortDescription: 'Short, with a comma',
          description: 'Line one\nLine "two"',
          tags: 'new|sale|gift',
          featured: true,
          bestSeller: true,
          variantSku: 'PX-1',
          variantName: 'Black / 128 / Glass',
          ...opts('Black', '128 GB', 'Glass'),
          mrp: 9007199254740991,
          sellingPrice: 9007199254740990,
          onHand: 12,
        }),
        row({
          productSlug: 'phone-x',
          variantSku: 'PX-2',
          ...opts('White', '128 GB', 'Glass'),
          isDefault: true,
          mrp: 50000,
          sellingPrice: 0,
          isTracked: false,
          onHand: 0,
        }),
        row({ productSlug: 'phone-x', ...opts('Black', '256 GB', 'Metal'), mrp: 60000, sellingPrice: 55000, onHand: 3 }),
        productRow('archived-thing', {
          status: 'archived',
          stockStatus: 'out_of_stock',
          categorySlug: 'laptops',
          brandSlug: 'globex',
          newArrival: true,
          mrp: 0,
          sellingPrice: 0,
        }),
        productRow('preorder', {
          status: 'unlisted',
          stockStatus: 'pre_order',
          tags: 'gift',
          trending: true,
          variantSku: 'PRE-1',
          variantName: 'Only',
          mrp: 700,
          sellingPrice: 650,
          isTracked: false,
        }),
      ]),
    ),
  );
  // a second import: stock corrections, a new variant that takes the default, a renamed product
  completed(
    await importAndWait(
      t,
      token,
      csv([
        HEADER,
        row({
          productSlug: 'phone-x',
          variantSku: 'PX-1',
          ...opts('Black', '128 GB', 'Glass'),
          mrp: 9007199254740991,
          sellingPrice: 9007199254740990,
          onHand: 9,
        }),
        row({
          productSlug: 'phone-x',
          variantSku: 'PX-4',
          variantName: 'White / 256 / Metal',
          isDefault: true,
          ...opts('White', '256 GB', 'Metal'),
          mrp: 61000,
          sellingPrice: 61000,
          onHand: 4,
        }),
        row({ productSlug: 'preorder', name: 'Pre-order gadget', variantSku: 'PRE-1', mrp: 700, sellingPrice: 600, onHand: 2 }),
      ]),
    ),
  );
  const expected = await catalogueSnapshot(t);
  expect(expected).toHaveLength(3);
  expect((expected[1] as any).variants).toHaveLength(4);

  const csvFile = await download(t, completed(await exportAndWait(t, token, 'csv')).downloadUrl);
  const xlsxFile = await download(t, completed(await exportAndWait(t, token, 'xlsx')).downloadUrl);
  expect(csvFile.toString('utf8').startsWith(`${HEADER.join(',')}\n`)).toBe(true);

  await emptyCatalogue();
  expect(await catalogueSnapshot(t)).toEqual([]);
  expect(completed(await importAndWait(t, token, csvFile, 'export.csv')).writtenRows).toBe(6);
  expect(await catalogueSnapshot(t)).toEqual(expected);

  await emptyCatalogue();
  expect(completed(await importAndWait(t, token, xlsxFile, 'export.xlsx')).writtenRows).toBe(6);
  expect(await catalogueSnapshot(t)).toEqual(expected);

  // the same file over the copy: the archived product refuses the write, so the whole file does
  const again = await importAndWait(t, token, csvFile, 'again.csv');
  expect(again.errors.map((e: any) => [e.row, e.errorCode])).toEqual([[6, 'PRODUCT_INVALID_TRANSITION']]);
  expect(await catalogueSnapshot(t)).toEqual(expected);
  const moves = await t.bazaar.dataSource.query(`SELECT reason, count(*)::int AS n FROM inventory_movements GROUP BY reason`);
  expect(moves).toEqual([{ reason: 'receipt', n: 4 }]);
});
