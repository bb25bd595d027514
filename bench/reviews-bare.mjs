// The floor of bench/reviews.mjs: bare express + pg running the statements the reviews' public reads run (the
// product's id; for a list page its count and its rows with the author's name and open-report count; for the
// summary the five counters) and answering the bytes the service answered. No routing-controllers, validation,
// policy or shaping. argv: port, database url, answers (JSON).
import express from 'express';
import pg from 'pg';

const [port, url, answersJson] = process.argv.slice(2);
if (!url) {
  // `npm run bench` runs every script without arguments: this one is started by reviews.mjs
  console.log('usage: node bench/reviews-bare.mjs <port> <database url> <answers>');
  process.exit(0);
}
const answers = JSON.parse(answersJson);
const pool = new pg.Pool({ connectionString: url, max: 20 });
const PRODUCT = `SELECT p.id FROM products p WHERE p.public_id = $1 AND p.deleted_at IS NULL`;
const FROM = `FROM reviews r JOIN products p ON p.id = r.product_id JOIN accounts_user_names u ON u.public_id = r.customer_public_id
  WHERE r.product_id = $1 AND r.status = 'published' AND r.deleted_at IS NULL`;
const COUNT = `SELECT count(*)::int AS count ${FROM}`;
const PAGE = `SELECT r.id AS "internalId", r.public_id::text AS id, p.public_id::text AS "productId", p.name AS "productName",
    r.customer_public_id::text AS "customerId", u.name AS "customerName", r.order_item_public_id::text AS "orderItemId", r.rating::int AS rating,
    r.title, r.body, r.status, r.moderation_reason AS "moderationReason",
    (SELECT count(*)::int FROM review_reports rr WHERE rr.review_id = r.id AND rr.status = 'open') AS "openReportCount",
    r.deleted_at AS "deletedAt", r.created_at AS "createdAt", r.updated_at AS "updatedAt"
  ${FROM} ORDER BY r.created_at DESC, r.id DESC LIMIT 20 OFFSET $2`;
const COUNTERS = `SELECT count_1 AS c1, count_2 AS c2, count_3 AS c3, count_4 AS c4, count_5 AS c5 FROM product_rating_aggregates WHERE product_id = $1`;

const app = express();
const answer = (fn) => async (req, res, next) => {
  try {
    res.type('application/json').send(await fn(req));
  } catch (e) {
    next(e);
  }
};
app.get(
  '/list/:id/:page',
  answer(async (req) => {
    const [{ id }] = (await pool.query(PRODUCT, [req.params.id])).rows;
    await pool.query(COUNT, [id]);
    await pool.query(PAGE, [id, (Number(req.params.page) - 1) * 20]);
    return answers[`list/${req.params.page}`];
  }),
);
app.get(
  '/summary/:id',
  answer(async (req) => {
    const [{ id }] = (await pool.query(PRODUCT, [req.params.id])).rows;
    await pool.query(COUNTERS, [id]);
    return answers.summary;
  }),
);
app.listen(Number(port), '127.0.0.1', () => console.log('ready'));
