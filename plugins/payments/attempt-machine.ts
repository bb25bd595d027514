import { clock } from '../../core/clock/clock.js';
import { defineStateMachine, stateTable } from '../../core/lifecycle/index.js';
import { ATTEMPT_STATUSES, LIVE_STATUSES, type PaymentAttempt } from './entities/payment-attempt.entity.js';
import { ATTEMPT_TIMELINE, timelineValues } from './timeline.js';

/**
 * Spec 03 lists the attempt's statuses and leaves its moves out; these are the moves payments makes. Start
 * inserts the attempt initiated (not a move). Money confirmed for a session that can still be paid settles
 * an attempt in flight or one that ended without it (the late checks); succeeded is final.
 */
export const ATTEMPT_MACHINE = defineStateMachine({
  name: 'payment_attempt',
  states: ATTEMPT_STATUSES,
  moves: {
    await_verification: { from: ['initiated'], to: 'pending_verification' },
    settle: { from: ['initiated', 'pending_verification', 'failed', 'cancelled', 'expired'], to: 'succeeded' },
    // the provider said not paid, or a signed return claimed another amount
    fail: { from: LIVE_STATUSES, to: 'failed' },
    // the customer's cancel (pending_verification is refused before: money may have moved)
    cancel: { from: ['initiated'], to: 'cancelled' },
    // the session closed, or the expiry sweep found nothing at the provider
    expire: { from: LIVE_STATUSES, to: 'expired' },
    pass_verify_deadline: { from: LIVE_STATUSES, to: 'expired' },
    // money confirmed for a session checkout no longer takes: paid by another attempt, or closed
    refuse_superseded: { from: LIVE_STATUSES, to: 'cancelled' },
    refuse_closed: { from: LIVE_STATUSES, to: 'expired' },
  },
});
export type AttemptMove = keyof typeof ATTEMPT_MACHINE.moves;

/** The timeline entry each move writes (docs/decisions.md "Payments", Timeline). */
const TIMELINE_TYPE: Record<AttemptMove, string> = {
  await_verification: 'verification_pending',
  settle: 'settled',
  fail: 'failed',
  cancel: 'cancelled',
  expire: 'expired',
  pass_verify_deadline: 'verification_window_passed',
  refuse_superseded: 'settlement_refused',
  refuse_closed: 'settlement_refused',
};

/** The columns a move may write besides status, version and updated_at. */
const MOVE_COLUMNS = {
  nextVerifyAt: 'next_verify_at',
  verifyTries: 'verify_tries',
  gatewayRefId: 'gateway_ref_id',
  failureReason: 'failure_reason',
  checkoutClosedAt: 'checkout_closed_at',
} as const;
export type AttemptMovePatch = Partial<Pick<PaymentAttempt, keyof typeof MOVE_COLUMNS>>;

const attemptRows = stateTable({
  machine: ATTEMPT_MACHINE,
  table: 'payment_attempts',
  timeline: { ...ATTEMPT_TIMELINE, values: (m) => timelineValues(TIMELINE_TYPE[m.event as AttemptMove], m.detail) },
});

/**
 * Payments' one way to move an attempt, in the caller's transaction, on a row the caller locked and decided
 * on: only from the move's allowed states, the version bumped, the patch written and the timeline entry
 * recorded with it; the loaded row follows. A refusal is a bug (the decision was taken under the lock), never
 * a client's error: it throws and the transaction rolls back.
 */
export async function moveAttempt(a: PaymentAttempt, move: AttemptMove, patch: AttemptMovePatch = {}, detail: Record<string, unknown> = {}): Promise<void> {
  const at = clock.now();
  const written = Object.entries(patch).filter(([, value]) => value !== undefined); // as TypeORM's update skips them
  const set: Record<string, unknown> = { updated_at: at };
  for (const [property, value] of written) set[MOVE_COLUMNS[property as keyof AttemptMovePatch]] = value;
  const r = await attemptRows.move(a.id, move, { set, detail });
  if (!r.moved) throw new Error(`payment attempt ${a.publicId}: ${move} refused from ${a.status}`);
  Object.assign(a, Object.fromEntries(written), { status: r.to, version: r.version, updatedAt: at });
}
