import { validate as isUuid } from 'uuid';
import { entityColumnsSql, entityFromRow } from '../../core/db/entity-columns.js';
import { preparedRows } from '../../core/db/sql.js';
import { repo, transactionSlots } from '../../core/db/transaction.js';
import { CheckoutSessionLine } from './entities/checkout-session-line.entity.js';
import { CheckoutSessionPromotion } from './entities/checkout-session-promotion.entity.js';
import { CheckoutSession, LIVE_STATUSES } from './entities/checkout-session.entity.js';

const heldSessions = transactionSlots<CheckoutSession>('checkout.session');
const insertedSessions = transactionSlots<true>('checkout.session-inserted');
const heldLines = transactionSlots<CheckoutSessionLine[]>('checkout.session-lines');

const SESSION_COLUMNS = entityColumnsSql(CheckoutSession, 's');
// prepared and built without TypeORM's query builder: the pay and the completion read a session each
const BY_PUBLIC_ID_SQL = `SELECT ${SESSION_COLUMNS} FROM checkout_sessions s WHERE s.public_id = $1`;
const LIVE_OF_SQL = `SELECT ${SESSION_COLUMNS} FROM checkout_sessions s WHERE s.customer_public_id = $1 AND s.status = ANY($2::varchar[])`;
const sessionOf = (rows: Record<string, unknown>[]) => (rows.length ? entityFromRow(CheckoutSession, rows[0]) : null);

const LOCKED_WITH_LINES_SQL = `
  SELECT ${entityColumnsSql(CheckoutSession, 's', 's.')}, ${entityColumnsSql(CheckoutSessionLine, 'l', 'l.')}
    FROM checkout_sessions s LEFT JOIN checkout_session_lines l ON l.session_id = s.id
   WHERE s.public_id = $1
   ORDER BY l.position
     FOR UPDATE OF s`;

/** The session this transaction holds locked (or inserted), as loaded and kept in step with its writes since. */
const held = (publicId: string) => heldSessions.get(publicId);

/**
 * Reads of sessions; `lock` takes the session's row lock until the caller's transaction ends. A session the
 * transaction holds is read once: later reads in it get the same loaded row, which every write of it follows
 * (moveSession, keepHeld).
 */
export const sessionStore = {
  async byPublicId(publicId: string, opts: { lock?: boolean } = {}): Promise<CheckoutSession | null> {
    if (typeof publicId !== 'string' || !isUuid(publicId)) return null;
    const id = publicId.toLowerCase();
    const mine = held(id);
    if (mine) return mine;
    const s = sessionOf(await preparedRows(opts.lock ? `${BY_PUBLIC_ID_SQL} FOR UPDATE` : BY_PUBLIC_ID_SQL, [id]));
    if (s && opts.lock) sessionStore.keepHeld(s);
    return s;
  },

  /** byPublicId locked, with its lines, in one statement (the completion's read); both kept for the rest of the transaction. */
  async lockedWithLines(publicId: string): Promise<{ session: CheckoutSession; lines: CheckoutSessionLine[] } | null> {
    if (typeof publicId !== 'string' || !isUuid(publicId)) return null;
    const id = publicId.toLowerCase();
    const mine = held(id);
    if (mine) return { session: mine, lines: await sessionStore.lines(mine) };
    const rows = await preparedRows(LOCKED_WITH_LINES_SQL, [id]);
    if (!rows.length) return null;
    const session = entityFromRow(CheckoutSession, rows[0], 's.');
    const lines = rows[0]['l.id'] === null ? [] : rows.map((r) => entityFromRow(CheckoutSessionLine, r, 'l.'));
    sessionStore.keepHeld(session);
    heldLines.set(session.publicId, lines);
    return { session, lines };
  },

  /** The customer's live session (pending_payment or payment_in_progress, the clock not applied); at most one by the unique index. */
  async liveOf(customerPublicId: string, opts: { lock?: boolean } = {}): Promise<CheckoutSession | null> {
    if (!isUuid(customerPublicId)) return null;
    const s = sessionOf(await preparedRows(opts.lock ? `${LIVE_OF_SQL} FOR UPDATE` : LIVE_OF_SQL, [customerPublicId, LIVE_STATUSES]));
    if (!s) return null;
    const mine = held(s.publicId) ?? s;
    if (opts.lock) sessionStore.keepHeld(mine);
    return mine;
  },

  /** Keeps a session the transaction holds (locked, or inserted by it) for its later reads. */
  keepHeld(s: CheckoutSession, insertedHere = false): void {
    heldSessions.set(s.publicId, s);
    if (insertedHere) insertedSessions.set(s.publicId, true);
  },

  /** Whether the transaction in progress inserted the session: no other transaction can have seen it, or named it. */
  insertedHere(publicId: string): boolean {
    return insertedSessions.get(publicId) === true;
  },

  /** liveOf's status alone (the quote's readiness): one small statement, no entity built. */
  async liveStatusOf(customerPublicId: string): Promise<Pick<CheckoutSession, 'publicId' | 'status' | 'expiresAt'> | null> {
    const [row] = await preparedRows(
      `SELECT public_id::text AS "publicId", status, expires_at AS "expiresAt" FROM checkout_sessions
        WHERE customer_public_id = $1 AND status IN ('pending_payment', 'payment_in_progress')`,
      [customerPublicId],
    );
    return row ?? null;
  },

  /** The session's lines; kept for the rest of a transaction that holds the session (completion writes its short lines onto them). */
  async lines(s: CheckoutSession): Promise<CheckoutSessionLine[]> {
    const kept = heldLines.get(s.publicId);
    if (kept) return kept;
    const lines = await repo(CheckoutSessionLine).find({ where: { sessionId: s.id }, order: { position: 'ASC' } });
    if (held(s.publicId) === s) heldLines.set(s.publicId, lines);
    return lines;
  },

  /** The session's promotions: none without a coupon (only an applied coupon is frozen as one: start.ts), so no read. */
  async promotions(s: CheckoutSession): Promise<CheckoutSessionPromotion[]> {
    if (s.couponCode === null) return [];
    return repo(CheckoutSessionPromotion).find({ where: { sessionId: s.id }, order: { id: 'ASC' } });
  },

  /**
   * Serialises the decisions about one customer's sessions (start, and what ends a live one) for the rest of
   * the transaction: "one live session per customer" is decided under it; the partial unique index backs it.
   */
  async lockCustomer(customerPublicId: string): Promise<void> {
    await preparedRows(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`checkout.customer:${customerPublicId}`]);
  },
};

/** The name of a session's stock holds, coupon slot and cart lock. */
export const holdRef = (sessionPublicId: string): string => `checkout:${sessionPublicId}`;
