// The floor of bench/cart.mjs: bare express + pg answering the cart's two hot routes with plain SQL on the
// same tables (the customer named by a header, no token): GET reads the cart, its lines and their variants
// with products (3 statements); PUT locks the cart, upserts the line, bumps the version and reads back the
// same way, in one transaction. No routing-controllers, validation, policy, deals, warnings or shaping.
// argv: port, database url.
import express from 'express';
import pg from 'pg';
import { randomUUID } from 'node:crypto';

const [port, url] = process.argv.slice(2);
if (!url) {
  // `npm run bench` runs every script without arguments: this one is started by cart.mjs
  console.log('usage: node bench/cart-bare.mjs <port> <database url>');
  process.exit(0);
}
const pool = new pg.Pool({ connectionString: url, max: 20 });

async function read(client, customer) {
  const [cart] = (await client.query(`SELECT id, public_id, version, locked_until FROM carts WHERE customer_public_id = $1`, [customer])).rows;
  const lines = (
    await client.query(`SELECT public_id, variant_public_id, quantity, seen_unit_price FROM cart_lines WHERE cart_id = $1 ORDER BY created_at, id`, [cart.id])
  ).rows;
  const variants = (
    await client.query(
      `SELECT v.public_id, v.name, v.sku, v.mrp, v.selling_price, v.available, p.public_id AS product_id, p.name AS product_name, p.status
       FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.public_id = ANY($1::uuid[])`,
      [lines.map((l) => l.variant_public_id)],
    )
  ).rows;
  const byId = new Map(variants.map((v) => [v.public_id, v]));
  const items = lines.map((l) => {
    const v = byId.get(l.variant_public_id);
    return {
      id: l.public_id,
      variantId: l.variant_public_id,
      name: v.product_name,
      unitPrice: Number(v.selling_price),
      quantity: l.quantity,
      lineTotal: Number(v.selling_price) * l.quantity,
    };
  });
  return { id: cart.public_id, version: cart.version, items, subtotal: items.reduce((s, i) => s + i.lineTotal, 0) };
}

const app = express();
app.use(express.json());
app.get('/cart', async (req, res, next) => {
  try {
    res.json({ data: await read(pool, req.get('x-customer')) });
  } catch (e) {
    next(e);
  }
});
app.put('/cart/items/:variantId', async (req, res, next) => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const [cart] = (await client.query(`SELECT id FROM carts WHERE customer_public_id = $1 FOR UPDATE`, [req.get('x-customer')])).rows;
    const [v] = (await client.query(`SELECT selling_price FROM product_variants WHERE public_id = $1`, [req.params.variantId])).rows;
    await client.query(
      `INSERT INTO cart_lines (public_id, cart_id, variant_public_id, quantity, seen_unit_price) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (cart_id, variant_public_id) DO UPDATE SET quantity = EXCLUDED.quantity, seen_unit_price = EXCLUDED.seen_unit_price`,
      [randomUUID(), cart.id, req.params.variantId, req.body.quantity, v.selling_price],
    );
    await client.query(`UPDATE carts SET version = version + 1 WHERE id = $1`, [cart.id]);
    const data = await read(client, req.get('x-customer'));
    await client.query('COMMIT');
    res.json({ data });
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    next(e);
  } finally {
    client.release();
  }
});
app.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
