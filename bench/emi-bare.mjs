// The floor of bench/emi.mjs: bare express + pg running the estimator's price read (the read it may never cache; one
// statement, the same SQL) and answering the bytes the service answered for that product. No
// routing-controllers, validation, policy, configuration or arithmetic. argv: port, database url, answers (JSON).
import express from 'express';
import pg from 'pg';

const [port, url, answersJson] = process.argv.slice(2);
if (!url) {
  // `npm run bench` runs every script without arguments: this one is started by emi.mjs
  console.log('usage: node bench/emi-bare.mjs <port> <database url> <answers>');
  process.exit(0);
}
const answers = JSON.parse(answersJson);
const pool = new pg.Pool({ connectionString: url, max: 20 });
// the statement of productPricePoint (plugins/products/price-point.ts), the default variant
const PRICE = `SELECT p.public_id::text AS "productId", v.public_id::text AS "variantId", v.mrp, v.selling_price AS "sellingPrice"
  FROM products p JOIN product_variants v ON v.product_id = p.id AND v.status = 'active' AND v.deleted_at IS NULL
  WHERE p.public_id = $1 AND p.status IN ('published', 'unlisted') AND p.deleted_at IS NULL AND ($2::uuid IS NULL OR v.public_id = $2::uuid)
  ORDER BY v.is_default DESC, v.selling_price, v.id LIMIT 1`;

const app = express();
for (const route of ['options', 'calculate']) {
  app.get(`/${route}/:id`, async (req, res, next) => {
    try {
      await pool.query(PRICE, [req.params.id, null]);
      res.type('application/json').send(answers[`${route}/${req.params.id}`]);
    } catch (e) {
      next(e);
    }
  });
}
app.listen(Number(port), '127.0.0.1', () => console.log('ready'));
