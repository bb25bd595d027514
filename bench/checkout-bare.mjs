// The floor of bench/checkout-quote.mjs: bare express + pg answering the checkout's two hot reads with plain
// SQL on the same tables (the customer named by a header, no token): POST /quote reads the cart's lines, their
// variants with products, the address's zone fee and the live session (4 statements); POST / (a repeat)
// reads the customer's live session and its lines (2 statements). No routing-controllers, validation, policy,
// deals, coupons, locks or shaping. argv: port, database url.
import express from 'express';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
if (!url) {
  // `npm run bench` runs every script without arguments: this one is started by checkout-quote.mjs
  console.log('usage: node bench/checkout-bare.mjs <port> <database url>');
  process.exit(0);
}
const pool = new pg.Pool({ connectionString: url, max: 20 });
const wrap = (fn) => async (req, res, next) => {
  try {
    res.json({ data: await fn(req) });
  } catch (e) {
    next(e);
  }
};

const app = express();
app.use(express.json());
app.post(
  '/checkout/quote',
  wrap(async (req) => {
    const customer = req.get('x-customer');
    const lines = (
      await pool.query(`SELECT l.variant_public_id, l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.customer_public_id = $1`, [customer])
    ).rows;
    const variants = (
      await pool.query(
        `SELECT v.public_id, v.selling_price, v.available, p.status FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.public_id = ANY($1::uuid[])`,
        [lines.map((l) => l.variant_public_id)],
      )
    ).rows;
    const [zone] = (
      await pool.query(
        `SELECT z.fee FROM customer_addresses a JOIN shipping_zone_districts zd ON zd.district_id = a.district_id JOIN shipping_zones z ON z.id = zd.zone_id WHERE a.public_id = $1`,
        [req.body.addressId],
      )
    ).rows;
    const [live] = (
      await pool.query(
        `SELECT public_id, status FROM checkout_sessions WHERE customer_public_id = $1 AND status IN ('pending_payment', 'payment_in_progress')`,
        [customer],
      )
    ).rows;
    const price = new Map(variants.map((v) => [v.public_id, Number(v.selling_price)]));
    const subtotal = lines.reduce((s, l) => s + price.get(l.variant_public_id) * l.quantity, 0);
    const fee = zone ? Number(zone.fee) : null;
    return { pricing: { subtotal, shippingAmount: fee ?? 0, grandTotal: subtotal + (fee ?? 0) }, readiness: { liveSessionId: live?.public_id ?? null } };
  }),
);
app.post(
  '/checkout',
  wrap(async (req) => {
    const [s] = (
      await pool.query(
        `SELECT id, public_id, status, grand_total, expires_at FROM checkout_sessions WHERE customer_public_id = $1 AND status IN ('pending_payment', 'payment_in_progress')`,
        [req.get('x-customer')],
      )
    ).rows;
    const lines = (
      await pool.query(
        `SELECT public_id, variant_public_id, quantity, unit_price, line_total FROM checkout_session_lines WHERE session_id = $1 ORDER BY position`,
        [s.id],
      )
    ).rows;
    return { checkout: { id: s.public_id, status: s.status, expiresAt: s.expires_at }, pricing: { grandTotal: Number(s.grand_total) }, items: lines };
  }),
);
app.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
