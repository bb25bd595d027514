// The floor of bench/payments-cod.mjs: bare express + pg doing a COD pay's writes with plain SQL in one
// transaction (the customer named by a header, no token): read the customer's cart lines, lock their variants
// in id order and reserve the units, insert the session, its lines, the attempt, the settlement and an outbox
// row (scratch tables shaped like the real ones). No routing-controllers, validation, policy, pricing, coupons,
// idempotency key, cart lock or shaping. argv: port, database url.
import express from 'express';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
if (!url) {
  // `npm run bench` runs every script without arguments: this one is started by payments-cod.mjs
  console.log('usage: node bench/payments-cod-bare.mjs <port> <database url>');
  process.exit(0);
}
const pool = new pg.Pool({ connectionString: url, max: 20 });
await pool.query(`
  CREATE TABLE IF NOT EXISTS bare_sessions (id bigserial PRIMARY KEY, public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(), customer uuid NOT NULL,
    status text NOT NULL, grand_total bigint NOT NULL CHECK (grand_total >= 0), created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE IF NOT EXISTS bare_session_lines (id bigserial PRIMARY KEY, session_id bigint NOT NULL REFERENCES bare_sessions(id), variant uuid NOT NULL,
    quantity int NOT NULL, unit_price bigint NOT NULL, line_total bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS bare_attempts (id bigserial PRIMARY KEY, public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(), session_id bigint NOT NULL,
    method text NOT NULL, status text NOT NULL, amount bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS bare_settlements (id bigserial PRIMARY KEY, attempt_id bigint NOT NULL UNIQUE, amount bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS bare_outbox (id bigserial PRIMARY KEY, topic text NOT NULL, payload jsonb NOT NULL);
`);

const app = express();
app.use(express.json());
app.post('/checkout/pay', async (req, res, next) => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const customer = req.get('x-customer');
    const lines = (
      await client.query(
        `SELECT l.variant_public_id AS variant, l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.customer_public_id = $1`,
        [customer],
      )
    ).rows;
    const variants = (
      await client.query(`SELECT id, public_id, selling_price FROM product_variants WHERE public_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [
        lines.map((l) => l.variant),
      ])
    ).rows;
    const price = new Map(variants.map((v) => [v.public_id, Number(v.selling_price)]));
    const qty = new Map(lines.map((l) => [l.variant, l.quantity]));
    await client.query(`UPDATE product_variants v SET reserved = v.reserved + t.q FROM unnest($1::bigint[], $2::int[]) AS t(id, q) WHERE v.id = t.id`, [
      variants.map((v) => v.id),
      variants.map((v) => qty.get(v.public_id)),
    ]);
    const total = lines.reduce((s, l) => s + price.get(l.variant) * l.quantity, 0) + 10_000;
    const [session] = (
      await client.query(`INSERT INTO bare_sessions (customer, status, grand_total) VALUES ($1, 'payment_in_progress', $2) RETURNING id, public_id`, [
        customer,
        total,
      ])
    ).rows;
    await client.query(
      `INSERT INTO bare_session_lines (session_id, variant, quantity, unit_price, line_total) SELECT $1, v, q, p, p * q FROM unnest($2::uuid[], $3::int[], $4::bigint[]) AS t(v, q, p)`,
      [session.id, lines.map((l) => l.variant), lines.map((l) => l.quantity), lines.map((l) => price.get(l.variant))],
    );
    const [attempt] = (
      await client.query(`INSERT INTO bare_attempts (session_id, method, status, amount) VALUES ($1, 'cod', 'succeeded', $2) RETURNING id, public_id`, [
        session.id,
        total,
      ])
    ).rows;
    await client.query(`INSERT INTO bare_settlements (attempt_id, amount) VALUES ($1, $2)`, [attempt.id, total]);
    await client.query(`INSERT INTO bare_outbox (topic, payload) VALUES ('checkout.session.settled', $1)`, [
      { checkoutId: session.public_id, attemptId: attempt.public_id, amount: total },
    ]);
    await client.query('COMMIT');
    res.json({ data: { id: attempt.public_id, checkoutId: session.public_id, status: 'paid', amount: total } });
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    next(e);
  } finally {
    client.release();
  }
});
app.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
