// Product import: a 50,000-row product CSV (20,000 products of 1 to 4 variants, options, tags, brands, stock)
// imported into an empty catalogue (targets, issue 11: under 120 s, peak RSS of the worker under 400 MB).
// Generates the file, seeds 100 categories, 30 brands and 10 tags through the catalog's routes, submits the
// file over HTTP to the service (npm run build first: dist/main.js, else the sources), polls the job to its
// end and prints the time and the service's peak RSS during the import (the service runs the worker).
import { createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { dropDatabase, freePort, freshDatabase, json, startService, statusMb, stopService, tempDir } from './lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const TARGET_SECONDS = 120;
const TARGET_MB = 400;
const HEADER = [
  'productSlug',
  'name',
  'categorySlug',
  'brandSlug',
  'seriesSlug',
  'status',
  'stockStatus',
  'shortDescription',
  'description',
  'tags',
  'featured',
  'trending',
  'bestSeller',
  'newArrival',
  'variantSku',
  'variantName',
  'isDefault',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'mrp',
  'sellingPrice',
  'isTracked',
  'onHand',
];
const CATEGORIES = 100;
const BRANDS = 30;
const TAGS = 10;
const COLORS = ['Black', 'White', 'Blue', 'Red'];

/** Products of 1, 2, 3, 4 variants in turn (2.5 rows each on average) until ROWS rows. */
function* productRows() {
  let rows = 0;
  for (let p = 0; rows < ROWS; p++) {
    const variants = Math.min((p % 4) + 1, ROWS - rows);
    const slug = `bench-product-${p}`;
    for (let v = 0; v < variants; v++) {
      const first = v === 0;
      const mrp = 10_000 + (p % 500) * 100 + v * 500;
      yield [
        slug,
        first ? `Bench product ${p}, a name of the usual length` : '',
        first ? `cat-${p % CATEGORIES}` : '',
        first ? `brand-${p % BRANDS}` : '',
        '',
        first ? (p % 10 === 0 ? 'draft' : 'published') : '',
        first ? 'in_stock' : '',
        first ? `Short description of product ${p}` : '',
        first ? `A description of product ${p}, long enough to look like one a merchandiser wrote: materials, sizes, care.` : '',
        first ? `tag-${p % TAGS}|tag-${(p + 3) % TAGS}` : '',
        first ? p % 7 === 0 : '',
        first ? p % 11 === 0 : '',
        first ? false : '',
        first ? p % 5 === 0 : '',
        `B-${p}-${v}`,
        variants > 1 ? `${COLORS[v]} / ${v % 2 ? 256 : 128} GB` : '',
        first,
        variants > 1 ? 'Color' : '',
        variants > 1 ? COLORS[v] : '',
        variants > 1 ? 'Storage' : '',
        variants > 1 ? `${v % 2 ? 256 : 128} GB` : '',
        '',
        '',
        mrp,
        mrp - (p % 3) * 250,
        true,
        (p + v) % 40,
      ];
      rows++;
    }
  }
}

const csvCell = (v) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

async function writeCsv(file, header, rows) {
  const out = createWriteStream(file);
  out.write(`${header.join(',')}\n`);
  for (const row of rows) if (!out.write(`${row.map(csvCell).join(',')}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/** Submits a file to an import route and polls the job to its end; resolves with the job and the seconds it took. */
async function runImport(base, auth, route, file, name, fields = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([readFileSync(file)], { type: 'text/csv' }), name);
  const t0 = performance.now();
  const submitted = await json(`${base}${route}/import`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': `bench-${name}-${Date.now()}` },
    body: form,
  });
  for (;;) {
    const job = (await json(`${base}${route}/${submitted.data.publicId}`, { headers: auth })).data;
    if (['completed', 'failed', 'cancelled'].includes(job.status)) return { job, seconds: (performance.now() - t0) / 1000 };
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function seedCatalog(base, auth, dir) {
  const categories = path.join(dir, 'categories.csv');
  await writeCsv(
    categories,
    ['name', 'slug', 'description', 'parentSlug', 'displayOrder', 'isVisible', 'imageUrl', 'imageAlt', 'seoTitle', 'seoDescription'],
    Array.from({ length: CATEGORIES }, (_, i) => [`Category ${i}`, `cat-${i}`, '', '', i, true, '', '', '', '']),
  );
  const brands = path.join(dir, 'brands.csv');
  await writeCsv(
    brands,
    ['name', 'slug', 'description', 'displayOrder', 'isVisible', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'],
    Array.from({ length: BRANDS }, (_, i) => [`Brand ${i}`, `brand-${i}`, '', i, true, '', '', '', '']),
  );
  for (const [file, entity] of [
    [categories, 'category'],
    [brands, 'brand'],
  ]) {
    const { job } = await runImport(base, auth, '/api/admin/catalog/jobs', file, `${entity}.csv`, { entity });
    if (job.status !== 'completed') throw new Error(`seeding ${entity}: ${JSON.stringify(job.errors?.slice(0, 3))}`);
  }
  for (let i = 0; i < TAGS; i++) {
    await json(`${base}/api/admin/catalog/tags`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Tag ${i}`, slug: `tag-${i}` }),
    });
  }
}

const dir = tempDir();
const db = await freshDatabase('bazaar_bench_products_import');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let svc;
try {
  const file = path.join(dir, 'products.csv');
  await writeCsv(file, HEADER, productRows());
  svc = await startService({ DATABASE_URL: db.url, SUPERADMIN_EMAIL: 'bench@bazaar.test', SUPERADMIN_PASSWORD: 'bench-password-1', LOG_LEVEL: 'error' }, port);
  const login = await json(`${base}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@bazaar.test', password: 'bench-password-1' }),
  });
  const auth = { authorization: `Bearer ${login.data.tokens.accessToken}` };
  await seedCatalog(base, auth, dir);

  const pid = svc.child.pid;
  const idle = statusMb(pid, 'VmRSS');
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, statusMb(pid, 'VmRSS'))), 25);
  const { job, seconds } = await runImport(base, auth, '/api/admin/products/jobs', file, 'products.csv');
  clearInterval(sampler);
  peak = Math.max(peak, statusMb(pid, 'VmRSS'));
  const processPeak = statusMb(pid, 'VmHWM');
  const ok = job.status === 'completed' && seconds < TARGET_SECONDS && peak < TARGET_MB;
  const size = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(
    `products.csv ${size} MB  ${job.status} ${job.writtenRows ?? 0} rows  time ${seconds.toFixed(1)} s (target < ${TARGET_SECONDS})  ` +
      `peak RSS of the worker during the import ${peak.toFixed(0)} MB (idle before ${idle.toFixed(0)}, target < ${TARGET_MB})  ${ok ? 'ok' : 'MISSED'}\n` +
      `             process peak since start (VmHWM) ${processPeak.toFixed(0)} MB (${svc.built ? 'dist' : 'sources through the test loader'})`,
  );
  if (job.status !== 'completed') console.log(JSON.stringify({ failureCode: job.failureCode, errors: job.errors?.slice(0, 5) }));
  if (!ok) process.exitCode = 1;
} finally {
  if (svc) await stopService(svc.child);
  await dropDatabase(db.name);
  rmSync(dir, { recursive: true, force: true });
}
