import { invalidField } from '../../core/http/app-error.js';
import { preparedRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { ProductErrors as E } from './errors.js';
import { movementsInsert, recordMovements, type Movement } from './inventory-ledger.js';

/*
 * The stock surface other plugins (cart, checkout, orders, POS) call inside their own transaction.
 * Each operation locks the variants it touches (FOR NO KEY UPDATE, in id order, so two callers never deadlock),
 * decides under those locks and writes the ledger with the change. Each is idempotent by `ref`. NO KEY: stock never
 * changes a variant's keys, and the foreign-key checks of rows that name the variant (a cart line, a hold, a ledger
 * row) take KEY SHARE, which FOR UPDATE would make wait for every purchase of the variant in flight.
 */

export interface StockLine {
  /** the variant's public id */
  variantId: string;
  /** whole units, 1 or more */
  quantity: number;
}

export interface Shortfall {
  variantId: string;
  requested: number;
  available: number;
}

export interface HeldLine {
  variantId: string;
  quantity: number;
  /** false for an untracked variant (nothing is held) and for a pre-order variant without enough stock */
  reserved: boolean;
}

export type HoldResult = { ok: true; lines: HeldLine[] } | { ok: false; shortfalls: Shortfall[] };
export type CommitResult = { ok: true; committed: number } | { ok: false; shortfalls: Shortfall[] };

interface LockedVariant {
  id: string;
  publicId: string;
  isTracked: boolean;
  onHand: number;
  reserved: number;
  preOrder: boolean;
}

const MAX_QUANTITY = 1_000_000;

function checkRef(ref: string): void {
  if (typeof ref !== 'string' || ref.length < 1 || ref.length > 200) throw new Error('A stock reference is a string of 1 to 200 characters');
}

/** Lines merged per variant (quantities added), in a stable order; a bad quantity is a 400. */
function mergeLines(lines: StockLine[]): StockLine[] {
  const merged = new Map<string, number>();
  for (const l of lines) {
    if (!Number.isSafeInteger(l.quantity) || l.quantity < 1 || l.quantity > MAX_QUANTITY)
      throw invalidField('quantity', `quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
    const id = String(l.variantId).toLowerCase();
    merged.set(id, (merged.get(id) ?? 0) + l.quantity);
  }
  return [...merged].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/** Locks live variants by public id in id order; 404 PRODUCT_VARIANT_NOT_FOUND for a missing or deleted one. */
async function lockVariantsByPublicId(publicIds: string[]): Promise<Map<string, LockedVariant>> {
  const rows = await preparedRows<LockedVariant>(
    `SELECT v.id, v.public_id AS "publicId", v.is_tracked AS "isTracked", v.on_hand AS "onHand", v.reserved,
            (p.stock_status = 'pre_order') AS "preOrder"
       FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.public_id = ANY($1::uuid[]) AND v.deleted_at IS NULL
      ORDER BY v.id FOR NO KEY UPDATE OF v`,
    [publicIds],
  );
  const byPublic = new Map(rows.map((r) => [r.publicId, { ...r, id: String(r.id) }]));
  const missing = publicIds.find((p) => !byPublic.has(p));
  if (missing) throw E.PRODUCT_VARIANT_NOT_FOUND(undefined, `Variant ${missing} not found`);
  return byPublic;
}

interface HoldRow {
  id: string;
  variantId: string;
  quantity: number;
  state: 'held' | 'released' | 'committed';
}

function holdsOf(ref: string): Promise<HoldRow[]> {
  return preparedRows<HoldRow>(`SELECT id, variant_id AS "variantId", quantity, state FROM inventory_holds WHERE ref = $1 ORDER BY variant_id`, [ref]).then(
    (rows) => rows.map((r) => ({ ...r, variantId: String(r.variantId) })),
  );
}

/**
 * Reserves every line or nothing. A line of an untracked variant reserves nothing; a tracked line needs
 * `available` units, except on a pre-order product, where a short line is accepted without reserving.
 * Any other short line: nothing is held and the shortfalls are returned. A repeat with the same ref
 * answers as the first did (its holds exist) and changes nothing. `newRef`: the caller made `ref` in its own
 * transaction (a session it inserted), so no holds of it can exist and they are not looked for.
 */
export async function hold(lines: StockLine[], ref: string, { newRef = false }: { newRef?: boolean } = {}): Promise<HoldResult> {
  checkRef(ref);
  const wanted = mergeLines(lines);
  return withTransaction(async () => {
    const variants = await lockVariantsByPublicId(wanted.map((l) => l.variantId));
    const lineOf = (l: StockLine, reserved: boolean): HeldLine => ({ variantId: l.variantId, quantity: l.quantity, reserved });
    const existing = newRef ? [] : await holdsOf(ref);
    if (existing.length) {
      const held = new Set(existing.map((h) => h.variantId));
      return { ok: true, lines: wanted.map((l) => lineOf(l, held.has(variants.get(l.variantId)!.id))) };
    }
    const decided = wanted.map((l) => {
      const v = variants.get(l.variantId)!;
      const available = v.onHand - v.reserved;
      return { l, v, available, reserve: v.isTracked && available >= l.quantity, short: v.isTracked && available < l.quantity && !v.preOrder };
    });
    const shortfalls = decided.filter((d) => d.short).map((d) => ({ variantId: d.l.variantId, requested: d.l.quantity, available: Math.max(0, d.available) }));
    if (shortfalls.length) return { ok: false, shortfalls };
    const toReserve = decided.filter((d) => d.reserve);
    if (toReserve.length) {
      const ids = toReserve.map((d) => d.v.id);
      const quantities = toReserve.map((d) => d.l.quantity);
      const ledger = movementsInsert(
        toReserve.map((d) => ({ variantId: d.v.id, deltaOnHand: 0, deltaReserved: d.l.quantity, reason: 'hold', reference: ref })),
        4,
      );
      await preparedRows(holdSql(ledger.sql), [ref, ids, quantities, ...ledger.params]);
    }
    return { ok: true, lines: decided.map((d) => lineOf(d.l, d.reserve)) };
  });
}

/**
 * The writes of a hold in one statement: reserved up per variant ($2 ids, merged: one row each; $3 units), the
 * ref's ($1) holds, and the ledger's rows (`ledger`, its parameters from $4).
 */
const holdSql = (ledger: string) => `
  WITH reserved AS (
         UPDATE product_variants p SET reserved = p.reserved + d.q, updated_at = now()
           FROM unnest($2::bigint[], $3::int[]) AS d(id, q) WHERE p.id = d.id),
       holds AS (INSERT INTO inventory_holds (ref, variant_id, quantity, state) SELECT $1, id, q, 'held' FROM unnest($2::bigint[], $3::int[]) AS d(id, q)),
       ledger AS (${ledger})
  SELECT 1`;

/**
 * The writes of a commit in one statement: on hand and reserved down per variant ($1 ids, one row each; $2 and $3
 * the units), the holds ($4) committed, and the ledger's rows (`ledger`, its parameters from $5).
 */
const commitSql = (ledger: string) => `
  WITH stock AS (
         UPDATE product_variants p SET on_hand = p.on_hand - d.sold, reserved = p.reserved - d.held, updated_at = now()
           FROM unnest($1::bigint[], $2::int[], $3::int[]) AS d(id, sold, held) WHERE p.id = d.id),
       holds AS (UPDATE inventory_holds SET state = 'committed', updated_at = now() WHERE id = ANY($4::bigint[])),
       ledger AS (${ledger})
  SELECT 1`;

/** The ref's held lines with their variants locked (variants first, in id order, as hold locks them). */
async function lockHeld(ref: string): Promise<{ held: HoldRow[]; variants: Map<string, LockedVariant> }> {
  // the variants of every hold of the ref, locked in one statement
  const locked = await preparedRows<LockedVariant>(
    `SELECT v.id, v.public_id AS "publicId", v.is_tracked AS "isTracked", v.on_hand AS "onHand", v.reserved, false AS "preOrder"
       FROM product_variants v WHERE v.id IN (SELECT h.variant_id FROM inventory_holds h WHERE h.ref = $1) ORDER BY v.id FOR NO KEY UPDATE`,
    [ref],
  );
  const variants = new Map(locked.map((r) => [String(r.id), { ...r, id: String(r.id) }]));
  const held = (
    await preparedRows<HoldRow>(
      `SELECT id, variant_id AS "variantId", quantity, state FROM inventory_holds WHERE ref = $1 AND state = 'held' ORDER BY variant_id FOR UPDATE`,
      [ref],
    )
  ).map((r) => ({ ...r, variantId: String(r.variantId) }));
  return { held, variants };
}

/** Gives back what the ref holds (reserved drops); nothing held (never, or already released or committed) is a no-op. */
export async function release(ref: string): Promise<{ released: number }> {
  checkRef(ref);
  return withTransaction(async () => {
    const { held } = await lockHeld(ref);
    for (const h of held)
      await preparedRows(`UPDATE product_variants SET reserved = reserved - $2, updated_at = now() WHERE id = $1`, [h.variantId, h.quantity]);
    if (held.length) {
      await preparedRows(`UPDATE inventory_holds SET state = 'released', updated_at = now() WHERE id = ANY($1::bigint[])`, [held.map((h) => h.id)]);
      await recordMovements(held.map((h) => ({ variantId: h.variantId, deltaOnHand: 0, deltaReserved: -h.quantity, reason: 'release', reference: ref })));
    }
    return { released: held.length };
  });
}

/**
 * Turns the ref's holds into a sale: onHand and reserved both drop by the held quantity. All or nothing:
 * when a correction has since left less on hand than a line holds, nothing is committed and the
 * shortfalls are returned (the caller releases or waits for stock). Nothing held is a no-op.
 */
export async function commit(ref: string): Promise<CommitResult> {
  checkRef(ref);
  return withTransaction(async () => {
    const { held, variants } = await lockHeld(ref);
    const shortfalls = held
      .map((h) => ({ h, v: variants.get(h.variantId)! }))
      .filter(({ h, v }) => v.onHand < h.quantity)
      .map(({ h, v }) => ({ variantId: v.publicId, requested: h.quantity, available: v.onHand }));
    if (shortfalls.length) return { ok: false, shortfalls };
    for (const h of held) {
      await preparedRows(`UPDATE product_variants SET on_hand = on_hand - $2, reserved = reserved - $2, updated_at = now() WHERE id = $1`, [
        h.variantId,
        h.quantity,
      ]);
    }
    if (held.length) {
      await preparedRows(`UPDATE inventory_holds SET state = 'committed', updated_at = now() WHERE id = ANY($1::bigint[])`, [held.map((h) => h.id)]);
      await recordMovements(
        held.map((h) => ({ variantId: h.variantId, deltaOnHand: -h.quantity, deltaReserved: -h.quantity, reason: 'sale', reference: ref })),
      );
    }
    return { ok: true, committed: held.length };
  });
}

export interface ShortLine {
  /** the variant's public id */
  variantId: string;
  /** units the ref held */
  held: number;
  /** units committed (min(onHand, held)); the rest were released */
  committed: number;
}

/**
 * Turns the ref's holds into a sale as far as the stock on hand allows (a settled payment cannot wait):
 * per line min(onHand, held) units are committed (onHand and reserved drop by it), the rest of the hold is
 * released (reserved drops). Returns the lines committed short. Nothing held (never, or already committed
 * or released) is a no-op with no short lines, so a repeat changes nothing.
 */
export async function commitAvailable(ref: string): Promise<{ committed: number; short: ShortLine[] }> {
  checkRef(ref);
  return withTransaction(async () => {
    const { held, variants } = await lockHeld(ref);
    const short: ShortLine[] = [];
    const moves: Movement[] = [];
    const sold = held.map((h) => Math.max(0, Math.min(variants.get(h.variantId)!.onHand, h.quantity)));
    held.forEach((h, i) => {
      const rest = h.quantity - sold[i]!;
      if (sold[i]! > 0) moves.push({ variantId: h.variantId, deltaOnHand: -sold[i]!, deltaReserved: -sold[i]!, reason: 'sale', reference: ref });
      if (rest > 0) {
        moves.push({ variantId: h.variantId, deltaOnHand: 0, deltaReserved: -rest, reason: 'release', reference: ref });
        short.push({ variantId: variants.get(h.variantId)!.publicId, held: h.quantity, committed: sold[i]! });
      }
    });
    if (held.length) {
      // a ref holds a variant once (uq_inventory_holds_ref_variant): one row per variant, as the UPDATE ... FROM needs
      const ledger = movementsInsert(moves, 5);
      await preparedRows(commitSql(ledger.sql), [held.map((h) => h.variantId), sold, held.map((h) => h.quantity), held.map((h) => h.id), ...ledger.params]);
    }
    return { committed: held.length, short };
  });
}

/**
 * Puts units back on hand (a cancelled or returned sale). Untracked variants are skipped; a variant the
 * ref already restocked is skipped, so a repeat changes nothing.
 */
export async function restock(lines: StockLine[], ref: string): Promise<{ restocked: number }> {
  checkRef(ref);
  const wanted = mergeLines(lines);
  return withTransaction(async () => {
    const variants = await lockVariantsByPublicId(wanted.map((l) => l.variantId));
    const done = new Set(
      (
        await preparedRows<{ variantId: string }>(`SELECT variant_id AS "variantId" FROM inventory_movements WHERE reason = 'restock' AND reference = $1`, [
          ref,
        ])
      ).map((r) => String(r.variantId)),
    );
    const moves: Movement[] = [];
    for (const l of wanted) {
      const v = variants.get(l.variantId)!;
      if (!v.isTracked || done.has(v.id)) continue;
      await preparedRows(`UPDATE product_variants SET on_hand = on_hand + $2, updated_at = now() WHERE id = $1`, [v.id, l.quantity]);
      moves.push({ variantId: v.id, deltaOnHand: l.quantity, deltaReserved: 0, reason: 'restock', reference: ref });
    }
    await recordMovements(moves);
    return { restocked: moves.length };
  });
}
