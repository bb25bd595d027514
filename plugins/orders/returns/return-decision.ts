import { clock } from '../../../core/clock/clock.js';
import { currentActor } from '../../../core/context/request-context.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { invalidField } from '../../../core/http/app-error.js';
import { lockReturn, moveReturn, releasePending } from './return-lock.js';

export const RETURN_DECISIONS = ['approve', 'reject'] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];

/** The admin decides a requested return: approve (units stay held), or reject with a reason (units released). */
export function decideReturn(returnPublicId: string, body: { decision: ReturnDecision; reason?: string | null }): Promise<void> {
  if (!RETURN_DECISIONS.includes(body.decision)) throw invalidField('decision', `decision must be one of: ${RETURN_DECISIONS.join(', ')}`);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason.length > 500 || (reason && reason.length < 3)) throw invalidField('reason', 'reason must be 3 to 500 characters');
  if (body.decision === 'reject' && !reason) throw invalidField('reason', 'reason is required to reject a return');
  const actor = currentActor();
  return withTransaction(async () => {
    const { order, ret } = await lockReturn(returnPublicId);
    const set = { decision_reason: reason || null, decided_at: clock.now(), decided_by: actor.kind === 'admin' ? actor.publicId : null };
    const message = body.decision === 'approve' ? 'Return approved' : 'Return rejected';
    await moveReturn(order, ret, body.decision, set, { message, detail: { reason: reason || null } });
    if (body.decision === 'reject') await releasePending(ret);
  });
}

/** The shop received the approved return: every approved unit (no body). */
export function receiveReturn(returnPublicId: string): Promise<void> {
  return withTransaction(async () => {
    const { order, ret } = await lockReturn(returnPublicId);
    await moveReturn(order, ret, 'receive', { received_at: clock.now() }, { message: 'Return received' });
  });
}
