import { clock } from '../../core/clock/clock.js';
import { defineDeadlineRead, defineStateMachine, stateTable } from '../../core/lifecycle/index.js';
import { getDataSource } from '../../core/db/transaction.js';
import { CheckoutSession, SESSION_STATUSES } from './entities/checkout-session.entity.js';

/**
 * Spec 03 "States and transitions: Checkout session". Start inserts the session in pending_payment (not a
 * move). Settlement is two moves here: `settle` records the money (the session still reads
 * payment_in_progress) and `complete` ends it once the completion subscriber ran.
 */
export const SESSION_MACHINE = defineStateMachine({
  name: 'checkout_session',
  states: SESSION_STATUSES,
  moves: {
    begin_payment: { from: ['pending_payment'], to: 'payment_in_progress' },
    payment_ended: { from: ['payment_in_progress'], to: 'pending_payment' },
    cancel: { from: ['pending_payment'], to: 'cancelled' },
    // the sweep (pending_payment past expiresAt) and the admin's force-expire (also a session stuck at the gateway)
    expire: { from: ['pending_payment', 'payment_in_progress'], to: 'expired' },
    settle: { from: ['pending_payment', 'payment_in_progress'], to: 'payment_in_progress' },
    complete: { from: ['payment_in_progress'], to: 'completed' },
  },
});
export type SessionMove = keyof typeof SESSION_MACHINE.moves;

/** The expiry read predicate: a pending_payment session past expiresAt reads expired, whatever the sweep did. */
export const SESSION_EXPIRY = defineDeadlineRead({ state: 'pending_payment', reads: 'expired', field: 'expiresAt', column: 'expires_at' });

const sessionRows = stateTable({ machine: SESSION_MACHINE, table: 'checkout_sessions' });

/** The `set` of a move as the loaded row's fields (settled_at -> settledAt), so the row stays as the database has it. */
function entityFields(set: Record<string, unknown>): Partial<CheckoutSession> {
  const columns = getDataSource().getMetadata(CheckoutSession);
  const fields: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(set)) {
    const field = columns.findColumnWithDatabaseName(column);
    if (!field) throw new Error(`checkout_sessions has no column ${column}`);
    fields[field.propertyName] = value;
  }
  return fields as Partial<CheckoutSession>;
}

/**
 * Checkout's one way to move a session, in the caller's transaction: only from the move's allowed states (and
 * `where`, an extra SQL guard), the version bumped and updated_at written with `set`; the loaded row follows.
 * Returns whether it moved.
 */
export async function moveSession(
  s: CheckoutSession,
  move: SessionMove,
  opts: { at?: Date; set?: Record<string, unknown>; where?: string } = {},
): Promise<boolean> {
  const at = opts.at ?? clock.now();
  const r = await sessionRows.move(s.id, move, { set: { ...opts.set, updated_at: at }, where: opts.where });
  if (r.moved) Object.assign(s, entityFields(opts.set ?? {}), { status: r.to, version: r.version, updatedAt: at });
  return r.moved;
}

/** A move the caller decided under the row lock: not moving is a bug, never a client's error. */
export async function mustMoveSession(
  s: CheckoutSession,
  move: SessionMove,
  opts: { at?: Date; set?: Record<string, unknown>; where?: string } = {},
): Promise<void> {
  if (!(await moveSession(s, move, opts))) throw new Error(`checkout session ${s.publicId}: ${move} refused from ${s.status}`);
}
