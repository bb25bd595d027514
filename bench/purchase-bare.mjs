// The floor of bench/purchase.mjs: bare express + pg (pg.Pool, max 20) answering the four routes of the whole purchase
// with plain SQL on the tables the service migrated (the same database, the same rows), the same response shapes the
// bench's loop reads. The customer is the bearer token's JWT subject, DECODED WITHOUT VERIFYING: the floor skips
// authentication (and sessions, rate limits, validation beyond the shape), so it is a lower bound. Each statement is
// a named prepared statement; "one statement" below is also one transaction (autocommit).
//
// - PUT /api/mobile/cart/items/{variantId} {quantity}: 1 statement: the variant read (live, published), the cart
//   created or row-locked with its version + 1 (refused while a checkout holds it), the line upserted at the
//   variant's price (CTEs of one INSERT). Answers the line, not the priced cart.
// - POST /api/mobile/checkout/quote {addressId}: 1 statement: the address (the customer's, live) with its district's
//   active zone fee, joined to the cart's lines with their variants' prices, stock and status; totals in JS
//   (free shipping at the zone's threshold). No deals, coupons or live-session read.
// - POST /api/mobile/checkout/pay {addressId, method: 'cod', expectedGrandTotal}: one transaction, 5 round trips:
//   BEGIN; (1) the cart row locked (FOR UPDATE OF the cart) and read with its lines, their variants and products and the
//   address with district, province and zone fee; totals, expectedGrandTotal checked; (2) the tracked lines' stock
//   reserved by one guarded UPDATE (variants locked in id order, reserved + q only where on_hand - reserved >= q; fewer
//   rows than lines: refused) with its ledger rows ('hold', in a CTE of the same statement); (3) one statement of CTEs:
//   the checkout session (payment_in_progress, settled by the attempt), its lines, the payment attempt (succeeded), its
//   settlement (accepted), the cart's lines deleted and its version + 1; COMMIT. Answers paid, then makes the order off
//   the request, in the same process:
// - the order (after the pay's answer): 1 statement of CTEs: the session completed (only from payment_in_progress, so
//   a second run does nothing), the order inserted from the session's row (order_number from its column default,
//   next_order_number(): the service's own sequence), its items from the session's lines, the reserved stock
//   committed (on_hand and reserved - q, variants locked in id order) with its ledger rows ('sale': on hand stays the
//   sum of the ledger, as the project's stock rules want).
// - GET /api/mobile/orders?page&size: 2 statements: her orders' count, and the page (newest first, with each order's
//   item count), run side by side on the pool.
//
// Left out, each work the service does: idempotency keys, stock holds (inventory_holds: the session's lines say what was
// reserved, and the order statement commits exactly that), the payment and order timelines (payment_events,
// order_events), the outbox (a crash between the pay's commit and the order's leaves a settled session without its
// order: the service's outbox redelivers), cart locks, deals, coupons, live-session repeats, shortfall handling at the
// commit (stock corrected below a reservation fails the order statement). argv: port, database url.
import express from 'express';
import pg from 'pg';
import { randomUUID } from 'node:crypto';

const [port, url] = process.argv.slice(2);
if (!url) {
  // `npm run bench` runs every script without arguments: this one is started by purchase.mjs
  console.log('usage: node bench/purchase-bare.mjs <port> <database url>');
  process.exit(0);
}
const pool = new pg.Pool({ connectionString: url, max: 20 });
const q = (client, name, text, values) => client.query({ name, text, values });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    Object.assign(this, { status, code });
  }
}
const refuse = (status, code, message) => {
  throw new Refusal(status, code, message);
};

/** The customer: the bearer token's subject, not verified (the floor skips authentication). */
function customerOf(req) {
  const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  try {
    const sub = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
    if (UUID.test(sub)) return sub.toLowerCase();
  } catch {
    /* refused below */
  }
  return refuse(401, 'UNAUTHORIZED', 'A bearer token is required');
}

const route = (fn) => async (req, res) => {
  try {
    res.json({ message: 'OK', data: await fn(req), errorCode: null });
  } catch (e) {
    if (e instanceof Refusal) return void res.status(e.status).json({ message: e.message, data: null, errorCode: e.code });
    console.error(e);
    res.status(500).json({ message: 'Internal error', data: null, errorCode: 'INTERNAL' });
  }
};

/** Shipping after the zone's free-shipping threshold, and the totals (no discounts on the floor). */
function totals(subtotal, fee, threshold) {
  const shippingAmount = Number(fee);
  const shippingDiscountAmount = threshold !== null && subtotal >= Number(threshold) ? shippingAmount : 0;
  return { subtotal, discountAmount: 0, shippingAmount, shippingDiscountAmount, grandTotal: subtotal + shippingAmount - shippingDiscountAmount };
}

const PUT_LINE = `
  WITH v AS (
    SELECT v.public_id, v.selling_price FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE v.public_id = $3 AND v.deleted_at IS NULL AND v.status = 'active' AND p.status = 'published'
  ), c AS (
    INSERT INTO carts (public_id, customer_public_id) SELECT $1, $2 FROM v
    ON CONFLICT (customer_public_id) DO UPDATE SET version = carts.version + 1, updated_at = now()
     WHERE carts.locked_until IS NULL OR carts.locked_until < now()
    RETURNING id, public_id, version
  )
  INSERT INTO cart_lines (public_id, cart_id, variant_public_id, quantity, seen_unit_price)
  SELECT $4, c.id, v.public_id, $5, v.selling_price FROM c, v
  ON CONFLICT (cart_id, variant_public_id) DO UPDATE SET quantity = EXCLUDED.quantity, seen_unit_price = EXCLUDED.seen_unit_price, updated_at = now()
  RETURNING public_id, variant_public_id, quantity, seen_unit_price, (SELECT public_id FROM c) AS cart_id, (SELECT version FROM c) AS version`;

const QUOTE_READ = `
  SELECT l.variant_public_id, l.quantity, v.selling_price, v.is_tracked, v.available,
         (v.deleted_at IS NULL AND v.status = 'active' AND p.status = 'published') AS purchasable, z.fee, z.free_shipping_threshold
    FROM users u
    JOIN customer_addresses a ON a.user_id = u.id AND a.public_id = $2 AND a.archived_at IS NULL
    LEFT JOIN shipping_zone_districts zd ON zd.district_id = a.district_id
    LEFT JOIN shipping_zones z ON z.id = zd.zone_id AND z.is_active
    LEFT JOIN carts c ON c.customer_public_id = u.public_id
    LEFT JOIN cart_lines l ON l.cart_id = c.id
    LEFT JOIN product_variants v ON v.public_id = l.variant_public_id
    LEFT JOIN products p ON p.id = v.product_id
   WHERE u.public_id = $1
   ORDER BY l.created_at, l.id`;

const PAY_READ = `
  SELECT c.id AS cart_id, c.public_id AS cart_public_id, c.version AS cart_version,
         l.variant_public_id, l.quantity, l.seen_unit_price, v.id AS variant_id, v.is_tracked, v.selling_price, v.mrp, v.name AS variant_name, v.sku,
         p.public_id AS product_id, p.name AS product_name, (v.deleted_at IS NULL AND v.status = 'active' AND p.status = 'published') AS purchasable,
         a.recipient_name, a.recipient_phone, d.public_id AS district_id, d.name AS district_name, pr.name AS province_name,
         a.municipality_name, a.ward, a.street, a.landmark, a.postal_code, z.fee, z.free_shipping_threshold
    FROM carts c
    JOIN users u ON u.public_id = c.customer_public_id
    JOIN customer_addresses a ON a.user_id = u.id AND a.public_id = $2 AND a.archived_at IS NULL
    JOIN districts d ON d.id = a.district_id
    JOIN provinces pr ON pr.id = d.province_id
    LEFT JOIN shipping_zone_districts zd ON zd.district_id = a.district_id
    LEFT JOIN shipping_zones z ON z.id = zd.zone_id AND z.is_active
    JOIN cart_lines l ON l.cart_id = c.id
    JOIN product_variants v ON v.public_id = l.variant_public_id
    JOIN products p ON p.id = v.product_id
   WHERE c.customer_public_id = $1 AND (c.locked_until IS NULL OR c.locked_until < now())
   ORDER BY l.created_at, l.id
     FOR UPDATE OF c`;

const RESERVE = `
  WITH r AS (
    UPDATE product_variants v SET reserved = v.reserved + d.q, updated_at = now()
      FROM (SELECT pv.id, t.q FROM unnest($1::bigint[], $2::int[]) AS t(id, q) JOIN product_variants pv ON pv.id = t.id ORDER BY pv.id FOR NO KEY UPDATE OF pv) d
     WHERE v.id = d.id AND v.on_hand - v.reserved >= d.q
    RETURNING v.id, d.q
  ), ledger AS (
    INSERT INTO inventory_movements (public_id, variant_id, delta_on_hand, delta_reserved, reason, reference, actor, actor_id)
    SELECT gen_random_uuid(), id, 0, q, 'hold', $3, $4, $4 FROM r
  )
  SELECT count(*)::int AS reserved FROM r`;

const PAY_WRITE = `
  WITH s AS (
    INSERT INTO checkout_sessions (public_id, customer_public_id, status, cart_public_id, cart_version, address_public_id, subtotal, discount_amount,
        shipping_amount, shipping_discount_amount, grand_total, ship_recipient_name, ship_recipient_phone, ship_district_public_id, ship_district_name,
        ship_province_name, ship_municipality_name, ship_ward, ship_street, ship_landmark, ship_postal_code, expires_at,
        settled_attempt_id, settled_method, settled_amount, settled_at)
    VALUES ($1, $2, 'payment_in_progress', $3, $4, $5, $6, 0, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, now() + interval '15 minutes',
        $20, 'cod', $9, now())
    RETURNING id
  ), lines AS (
    INSERT INTO checkout_session_lines (public_id, session_id, position, variant_public_id, product_public_id, product_name, variant_name, sku,
        unit_price, mrp, quantity, line_total, discount_amount, previous_unit_price, reserved)
    SELECT gen_random_uuid(), s.id, t.n - 1, t.variant, t.product, t.name, t.variant_name, t.sku, t.price, t.mrp, t.q, t.price * t.q, 0, t.seen, t.reserved
      FROM s, unnest($21::uuid[], $22::uuid[], $23::varchar[], $24::varchar[], $25::varchar[], $26::bigint[], $27::bigint[], $28::int[], $29::bigint[], $30::bool[])
           WITH ORDINALITY AS t(variant, product, name, variant_name, sku, price, mrp, q, seen, reserved, n)
  ), attempt AS (
    INSERT INTO payment_attempts (public_id, checkout_id, customer_id, method, status, amount, expires_at, checkout_expires_at, checkout_closed_at)
    VALUES ($20, $1, $2, 'cod', 'succeeded', $9, now() + interval '15 minutes', now() + interval '15 minutes', now())
    RETURNING id
  ), settlement AS (
    INSERT INTO payment_settlements (attempt_id, checkout_id, method, amount, accepted) SELECT id, $1, 'cod', $9, true FROM attempt
  ), emptied AS (
    DELETE FROM cart_lines WHERE cart_id = $31
  ), cart AS (
    UPDATE carts SET version = version + 1, updated_at = now() WHERE id = $31
  )
  SELECT id FROM s`;

const PLACE_ORDER = `
  WITH s AS (
    UPDATE checkout_sessions SET status = 'completed', completed_at = now(), version = version + 1, updated_at = now()
     WHERE id = $1 AND status = 'payment_in_progress' AND settled_attempt_id IS NOT NULL
    RETURNING public_id, customer_public_id, settled_attempt_id, settled_method, fulfilment_type, subtotal, discount_amount, shipping_amount,
              shipping_discount_amount, grand_total, ship_recipient_name, ship_recipient_phone, ship_district_public_id, ship_district_name,
              ship_province_name, ship_municipality_name, ship_ward, ship_street, ship_landmark, ship_postal_code, completed_at
  ), o AS (
    INSERT INTO orders (public_id, customer_public_id, checkout_public_id, payment_attempt_public_id, fulfilment_type, payment_method, subtotal,
        discount_amount, shipping_amount, shipping_discount_amount, grand_total, paid_amount, ship_recipient_name, ship_recipient_phone,
        ship_district_public_id, ship_district_name, ship_province_name, ship_municipality_name, ship_ward, ship_street, ship_landmark,
        ship_postal_code, checkout_completed_at)
    SELECT $2, customer_public_id, public_id, settled_attempt_id, fulfilment_type, settled_method, subtotal, discount_amount, shipping_amount,
           shipping_discount_amount, grand_total, grand_total, ship_recipient_name, ship_recipient_phone, ship_district_public_id, ship_district_name,
           ship_province_name, ship_municipality_name, ship_ward, ship_street, ship_landmark, ship_postal_code, completed_at
      FROM s
    RETURNING id, order_number
  ), items AS (
    INSERT INTO order_items (public_id, order_id, position, checkout_line_public_id, variant_public_id, product_public_id, product_name, variant_name,
        sku, unit_price, mrp, quantity, line_total, discount_amount)
    SELECT gen_random_uuid(), o.id, l.position + 1, l.public_id, l.variant_public_id, l.product_public_id, l.product_name, l.variant_name, l.sku,
           l.unit_price, l.mrp, l.quantity, l.line_total, l.discount_amount
      FROM o, checkout_session_lines l WHERE l.session_id = $1
  ), stock AS (
    UPDATE product_variants v SET on_hand = v.on_hand - d.q, reserved = v.reserved - d.q, updated_at = now()
      FROM (SELECT pv.id, l.quantity AS q FROM checkout_session_lines l JOIN product_variants pv ON pv.public_id = l.variant_public_id
             WHERE l.session_id = $1 AND l.reserved AND EXISTS (SELECT 1 FROM s) ORDER BY pv.id FOR NO KEY UPDATE OF pv) d
     WHERE v.id = d.id
    RETURNING v.id, d.q
  ), ledger AS (
    INSERT INTO inventory_movements (public_id, variant_id, delta_on_hand, delta_reserved, reason, reference, actor, actor_id)
    SELECT gen_random_uuid(), stock.id, -stock.q, -stock.q, 'sale', 'checkout:' || s.public_id, s.customer_public_id::text, s.customer_public_id::text
      FROM stock, s
  )
  SELECT order_number FROM o`;

const MY_ORDERS_COUNT = `SELECT count(*)::int AS count FROM orders WHERE customer_public_id = $1`;
const MY_ORDERS_PAGE = `
  SELECT o.public_id AS id, o.order_number AS "orderNumber", o.status, o.payment_method AS "paymentMethod", o.fulfilment_type AS "fulfilmentType",
         o.channel, o.currency, o.grand_total AS "grandTotal",
         (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS "itemCount", o.created_at AS "createdAt"
    FROM orders o WHERE o.customer_public_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`;

/** The order of a settled session, off the request (the service's outbox relay does it there). */
async function placeOrder(sessionId) {
  try {
    const { rows } = await q(pool, 'place-order', PLACE_ORDER, [sessionId, randomUUID()]);
    if (!rows.length) console.error(`purchase-bare: session ${sessionId} was not payment_in_progress: no order`);
  } catch (e) {
    console.error(`purchase-bare: the order of session ${sessionId} failed`, e);
  }
}

const app = express();
app.disable('x-powered-by');
app.disable('etag');
app.use(express.json());

app.put(
  '/api/mobile/cart/items/:variantId',
  route(async (req) => {
    const customer = customerOf(req);
    const { variantId } = req.params;
    const quantity = req.body?.quantity;
    if (!UUID.test(variantId) || !Number.isInteger(quantity) || quantity < 1 || quantity > 10)
      refuse(400, 'VALIDATION_FAILED', 'variantId is a UUID, quantity 1 to 10');
    const [line] = (await q(pool, 'put-line', PUT_LINE, [randomUUID(), customer, variantId.toLowerCase(), randomUUID(), quantity])).rows;
    if (!line) refuse(409, 'CART_LINE_REFUSED', 'The variant is not for sale, or a checkout holds the cart');
    return {
      id: line.cart_id,
      version: line.version,
      line: { id: line.public_id, variantId: line.variant_public_id, quantity: line.quantity, unitPrice: Number(line.seen_unit_price) },
    };
  }),
);

app.post(
  '/api/mobile/checkout/quote',
  route(async (req) => {
    const customer = customerOf(req);
    const addressId = req.body?.addressId;
    if (!UUID.test(addressId ?? '')) refuse(400, 'VALIDATION_FAILED', 'addressId is a UUID');
    const rows = (await q(pool, 'quote-read', QUOTE_READ, [customer, addressId.toLowerCase()])).rows;
    if (!rows.length) refuse(404, 'CHECKOUT_ADDRESS_NOT_FOUND', 'Address not found');
    const lines = rows.filter((r) => r.variant_public_id !== null);
    const items = lines.map((r) => ({
      variantId: r.variant_public_id,
      quantity: r.quantity,
      unitPrice: Number(r.selling_price),
      lineTotal: Number(r.selling_price) * r.quantity,
      purchasable: r.purchasable,
      inStock: !r.is_tracked || r.available >= r.quantity,
    }));
    const blockingReasons = [];
    if (!items.length) blockingReasons.push('cart_empty');
    if (items.some((i) => !i.purchasable)) blockingReasons.push('items_unavailable');
    if (items.some((i) => !i.inStock)) blockingReasons.push('insufficient_stock');
    if (rows[0].fee === null) blockingReasons.push('address_not_serviceable');
    const subtotal = items.reduce((s, i) => s + i.lineTotal, 0);
    const pricing = totals(subtotal, rows[0].fee ?? 0, rows[0].free_shipping_threshold);
    return { items, pricing, readiness: { ready: blockingReasons.length === 0, blockingReasons } };
  }),
);

app.post(
  '/api/mobile/checkout/pay',
  route(async (req) => {
    const customer = customerOf(req);
    const { addressId, method, expectedGrandTotal } = req.body ?? {};
    if (!UUID.test(addressId ?? '')) refuse(400, 'VALIDATION_FAILED', 'addressId is a UUID');
    if (method !== 'cod') refuse(400, 'PAYMENT_METHOD_UNAVAILABLE', 'The floor takes cash on delivery only');
    const client = await pool.connect();
    let paid;
    try {
      await client.query('BEGIN');
      const rows = (await q(client, 'pay-read', PAY_READ, [customer, addressId.toLowerCase()])).rows;
      if (!rows.length) refuse(409, 'CHECKOUT_CART_EMPTY', 'The cart is empty or held by a checkout, or the address is not hers');
      const [first] = rows;
      if (first.fee === null) refuse(409, 'CHECKOUT_ADDRESS_NOT_SERVICEABLE', 'No delivery to this address');
      if (rows.some((r) => !r.purchasable)) refuse(409, 'CHECKOUT_PRODUCT_UNAVAILABLE', 'A product is no longer for sale');
      const subtotal = rows.reduce((s, r) => s + Number(r.selling_price) * r.quantity, 0);
      const t = totals(subtotal, first.fee, first.free_shipping_threshold);
      if (expectedGrandTotal !== undefined && expectedGrandTotal !== t.grandTotal)
        refuse(409, 'CHECKOUT_TOTAL_CHANGED', `The total is ${t.grandTotal}, not ${expectedGrandTotal}`);
      const checkoutId = randomUUID();
      const attemptId = randomUUID();
      const tracked = rows.filter((r) => r.is_tracked);
      if (tracked.length) {
        const [{ reserved }] = (
          await q(client, 'pay-reserve', RESERVE, [tracked.map((r) => r.variant_id), tracked.map((r) => r.quantity), `checkout:${checkoutId}`, customer])
        ).rows;
        if (reserved !== tracked.length) refuse(409, 'CHECKOUT_INSUFFICIENT_STOCK', 'Not enough stock');
      }
      const [session] = (
        await q(client, 'pay-write', PAY_WRITE, [
          checkoutId,
          customer,
          first.cart_public_id,
          first.cart_version,
          addressId.toLowerCase(),
          t.subtotal,
          t.shippingAmount,
          t.shippingDiscountAmount,
          t.grandTotal,
          first.recipient_name,
          first.recipient_phone,
          first.district_id,
          first.district_name,
          first.province_name,
          first.municipality_name,
          first.ward,
          first.street,
          first.landmark,
          first.postal_code,
          attemptId,
          rows.map((r) => r.variant_public_id),
          rows.map((r) => r.product_id),
          rows.map((r) => r.product_name),
          rows.map((r) => r.variant_name),
          rows.map((r) => r.sku),
          rows.map((r) => r.selling_price),
          rows.map((r) => r.mrp),
          rows.map((r) => r.quantity),
          rows.map((r) => r.seen_unit_price),
          rows.map((r) => r.is_tracked),
          first.cart_id,
        ])
      ).rows;
      await client.query('COMMIT');
      paid = { sessionId: session.id, view: { id: attemptId, checkoutId, method: 'cod', status: 'paid', amount: t.grandTotal, currency: 'NPR' } };
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
    // answered first; the order right after, off the request
    setImmediate(() => void placeOrder(paid.sessionId));
    return paid.view;
  }),
);

app.get('/api/mobile/orders', async (req, res) => {
  try {
    const customer = customerOf(req);
    const size = Math.min(100, Math.max(1, Number.parseInt(req.query.size, 10) || 20));
    const page = Math.max(1, Number.parseInt(req.query.page, 10) || 1);
    const [counted, listed] = await Promise.all([
      q(pool, 'orders-count', MY_ORDERS_COUNT, [customer]),
      q(pool, 'orders-page', MY_ORDERS_PAGE, [customer, size, (page - 1) * size]),
    ]);
    const { count } = counted.rows[0];
    const data = listed.rows.map((r) => ({ ...r, grandTotal: Number(r.grandTotal) }));
    res.json({ message: 'OK', data, errorCode: null, count, currentPage: page, totalPage: Math.ceil(count / size) });
  } catch (e) {
    if (e instanceof Refusal) return void res.status(e.status).json({ message: e.message, data: null, errorCode: e.code });
    console.error(e);
    res.status(500).json({ message: 'Internal error', data: null, errorCode: 'INTERNAL' });
  }
});

app.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
