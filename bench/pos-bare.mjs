// The floor of bench/pos.mjs: bare express + pg selling one unit at the counter as one request and one transaction of
// the minimal writes, on its own tables in the bench database (created here): the stock row decremented under its
// condition, the sale, its line, the cash payment, the order, its line and the stock movement. No routing-controllers,
// validation, policy, pricing rules, checkout session or events. argv: port, database url.
import express from 'express';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
if (!url) {
  // `npm run bench` runs every script without arguments: this one is started by pos.mjs
  console.log('usage: node bench/pos-bare.mjs <port> <database url>');
  process.exit(0);
}
const pool = new pg.Pool({ connectionString: url, max: 20 });
await pool.query(`
  CREATE TABLE IF NOT EXISTS floor_stock (variant uuid PRIMARY KEY, on_hand integer NOT NULL CHECK (on_hand >= 0));
  CREATE TABLE IF NOT EXISTS floor_sales (id bigserial PRIMARY KEY, public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(), status text NOT NULL, total bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE IF NOT EXISTS floor_sale_lines (id bigserial PRIMARY KEY, sale_id bigint NOT NULL REFERENCES floor_sales(id), variant uuid NOT NULL, quantity integer NOT NULL, unit_price bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS floor_payments (id bigserial PRIMARY KEY, sale_id bigint NOT NULL UNIQUE REFERENCES floor_sales(id), method text NOT NULL, amount bigint NOT NULL, tendered bigint, change bigint);
  CREATE TABLE IF NOT EXISTS floor_orders (id bigserial PRIMARY KEY, public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(), sale_id bigint NOT NULL UNIQUE REFERENCES floor_sales(id), status text NOT NULL, total bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS floor_order_lines (id bigserial PRIMARY KEY, order_id bigint NOT NULL REFERENCES floor_orders(id), variant uuid NOT NULL, quantity integer NOT NULL, unit_price bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS floor_movements (id bigserial PRIMARY KEY, variant uuid NOT NULL, delta integer NOT NULL, reason text NOT NULL, reference text NOT NULL);`);

/** variants given their stock row already (the first sale of each makes it) */
const stocked = new Set();
const app = express();
app.use(express.json());
app.post('/sale', async (req, res, next) => {
  const { variant, price, tendered } = req.body;
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    if (!stocked.has(variant)) {
      await c.query(`INSERT INTO floor_stock (variant, on_hand) VALUES ($1, 1000000) ON CONFLICT DO NOTHING`, [variant]);
      stocked.add(variant);
    }
    const stock = await c.query(`UPDATE floor_stock SET on_hand = on_hand - 1 WHERE variant = $1 AND on_hand >= 1`, [variant]);
    if (stock.rowCount !== 1) throw new Error('out of stock');
    const [sale] = (await c.query(`INSERT INTO floor_sales (status, total) VALUES ('picked_up', $1) RETURNING id, public_id`, [price])).rows;
    await c.query(`INSERT INTO floor_sale_lines (sale_id, variant, quantity, unit_price) VALUES ($1, $2, 1, $3)`, [sale.id, variant, price]);
    await c.query(`INSERT INTO floor_payments (sale_id, method, amount, tendered, change) VALUES ($1, 'cash', $2, $3, $4)`, [
      sale.id,
      price,
      tendered,
      tendered - price,
    ]);
    const [order] = (await c.query(`INSERT INTO floor_orders (sale_id, status, total) VALUES ($1, 'delivered', $2) RETURNING id, public_id`, [sale.id, price]))
      .rows;
    await c.query(`INSERT INTO floor_order_lines (order_id, variant, quantity, unit_price) VALUES ($1, $2, 1, $3)`, [order.id, variant, price]);
    await c.query(`INSERT INTO floor_movements (variant, delta, reason, reference) VALUES ($1, -1, 'sale', $2)`, [variant, `order:${order.public_id}`]);
    await c.query('COMMIT');
    res.json({ data: { publicId: sale.public_id, status: 'picked_up', orderId: order.public_id, change: tendered - price } });
  } catch (e) {
    await c.query('ROLLBACK').catch(() => undefined);
    next(e);
  } finally {
    c.release();
  }
});
app.listen(Number(port), '127.0.0.1', () => console.log('ready'));
