// The baseline of bench/products-storefront.mjs: bare express + pg answering the storefront's two hot reads
// with the SAME SQL statements the service runs (built by the products plugin's own builder over a pg pool),
// returning the rows as JSON: no routing-controllers, validation, policy, cache, card shaping or signing.
// The category tree and the live deals are read once at start (the service keeps them in its cache).
// argv: port, database url, source root (dist or the TypeScript sources, loaded through the test loader).
import 'reflect-metadata';
import express from 'express';
import pg from 'pg';

const [port, url, root] = process.argv.slice(2);
if (!root) {
  // `npm run bench` runs every script without arguments: this one is started by products-storefront.mjs
  console.log('usage: node bench/products-bare.mjs <port> <database url> <dist or source root>');
  process.exit(0);
}
const ext = root.endsWith('dist') ? 'js' : 'ts';
const load = (p) => import(`${root}/${p}.${ext}`);
const { bindDataSource } = await load('core/db/transaction');
const { buildPage, searchModeOf } = await load('plugins/products/storefront/listing');
const { loadCategoryScope } = await load('plugins/products/storefront/category-scope');
const { liveAt, loadDealBook } = await load('plugins/products/deals/deal-book');

const pool = new pg.Pool({ connectionString: url, max: 20 });
bindDataSource({ manager: { query: async (sql, params) => (await pool.query(sql, params)).rows } });
const ctx = { scope: await loadCategoryScope(), live: liveAt(await loadDealBook()) };

async function page(filters, sort, res) {
  const req = { filters, sort, limit: 20 };
  const { list, orderBy } = buildPage(req, ctx, await searchModeOf(req, ctx));
  const rows = await list.rows(orderBy, { limit: 21, offset: 0 });
  res.json({ data: rows.slice(0, 20) });
}

const app = express();
app.get('/products', (req, res, next) => page({ categorySlug: String(req.query.categorySlug) }, 'newest', res).catch(next));
app.get('/products/search', (req, res, next) => page({ q: String(req.query.q) }, 'relevance', res).catch(next));
app.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
