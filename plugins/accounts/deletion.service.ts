import { signedInActor } from '../../core/context/request-context.js';
import { clock } from '../../core/clock/clock.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import type { AccountMails } from './account-mails.js';
import { customerStanding } from './customer-gates.js';
import { User, type UserKind } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';
import { completeDueDeletions } from './deletion-completion.js';
import { mayMailAnotherCode } from './mailed-code-cap.js';
import { consumeCode, issueCode } from './one-time-codes.js';
import type { SessionService } from './session.service.js';
import { sendQuietly } from './silent-mail.js';
import { lockUser, userByEmail } from './user-lookup.js';

export const DELETION_GRACE_MS = 7 * 24 * 3600 * 1000;
export const RECOVERY_COOLDOWN_MS = 48 * 3600 * 1000;

export type DeletionStatusValue = 'active' | 'pending_deletion' | 'deleted';

export function deletionStatus(user: User) {
  const standing = customerStanding(user);
  return {
    status: (standing === 'banned' ? 'active' : standing) as DeletionStatusValue,
    deletionScheduledAt: user.deletionScheduledAt,
    deleteBlockUntil: user.deleteBlockUntil && user.deleteBlockUntil.getTime() > clock.nowMs() ? user.deleteBlockUntil : null,
  };
}

/** A deletion is pending and can still be undone. */
function withinGrace(user: User): boolean {
  return !!user.deletionScheduledAt && !user.anonymisedAt && user.deletionScheduledAt.getTime() > clock.nowMs();
}

/** The account deletion state machine of spec 01: request, cancel, recovery, and completion. */
export class DeletionService {
  constructor(
    private readonly mails: AccountMails,
    private readonly sessions: SessionService,
  ) {}

  /** The calling user's row, locked. */
  private async locked(): Promise<User> {
    const user = await lockUser(signedInActor().internalId);
    if (!user) throw AccountErrors.INVALID_CREDENTIALS();
    return user;
  }

  /**
   * Schedules the deletion 7 days ahead and ends the calling session. The account's other sessions live on
   * through the grace period for the deletion routes only (pending-deletion-gate.ts; a pending account cannot
   * sign in again), so the owner can still cancel.
   */
  async request() {
    return withTransaction(async () => {
      const user = await this.locked();
      if (user.isSuperadmin) throw AccountErrors.ADMIN_SUPERADMIN_PROTECTED();
      if (user.deletionScheduledAt) throw AccountErrors.DELETION_ALREADY_REQUESTED();
      const now = clock.now();
      if (user.deleteBlockUntil && user.deleteBlockUntil > now) throw AccountErrors.DELETION_BLOCKED({ deleteBlockUntil: user.deleteBlockUntil });
      const deletionScheduledAt = new Date(now.getTime() + DELETION_GRACE_MS);
      await repo(User).update({ id: user.id }, { deletionRequestedAt: now, deletionScheduledAt });
      await this.sessions.revokeCurrent();
      // the other sessions' cached principals learn of the pending deletion at once
      await this.sessions.invalidate(`user:${user.id}`);
      return { success: true, deletionScheduledAt };
    });
  }

  /** Back to active while the grace period runs; 409 once it has ended. */
  async cancel() {
    return withTransaction(async () => {
      const user = await this.locked();
      if (!user.deletionScheduledAt) throw AccountErrors.DELETION_NOT_PENDING();
      if (!withinGrace(user)) throw AccountErrors.DELETION_WINDOW_ELAPSED();
      await repo(User).update({ id: user.id }, { deletionRequestedAt: null, deletionScheduledAt: null });
      await this.sessions.invalidate(`user:${user.id}`);
      return deletionStatus(await repo(User).findOneByOrFail({ id: user.id }));
    });
  }

  async status() {
    const user = await repo(User).findOneBy({ id: signedInActor().internalId });
    if (!user) throw AccountErrors.INVALID_CREDENTIALS();
    return deletionStatus(user);
  }

  /** Mails a recovery code to an account pending deletion, up to the cap per address; answers the same for any other email. */
  async requestRecovery(kind: UserKind, email: string): Promise<void> {
    const found = await withTransaction(async () => {
      const user = await userByEmail(kind, email, true);
      if (!user || !withinGrace(user)) return null;
      if (!(await mayMailAnotherCode(user.id, 'account_recovery'))) return null;
      return { user, issued: await issueCode(user.id, 'account_recovery') };
    });
    if (found) await sendQuietly('account recovery', () => this.mails.recovery(found.user, found.issued.code));
  }

  /** Cancels the pending deletion by mailed code; no new deletion request for 48 hours. */
  async confirmRecovery(kind: UserKind, email: string, otp: string) {
    const outcome = await withTransaction(async () => {
      const user = await userByEmail(kind, email, true);
      if (!user || !(await consumeCode(user.id, 'account_recovery', otp))) return null;
      if (!user.deletionScheduledAt) throw AccountErrors.DELETION_NOT_PENDING();
      if (!withinGrace(user)) throw AccountErrors.DELETION_WINDOW_ELAPSED();
      const deleteBlockUntil = new Date(clock.nowMs() + RECOVERY_COOLDOWN_MS);
      await repo(User).update({ id: user.id }, { deletionRequestedAt: null, deletionScheduledAt: null, deleteBlockUntil });
      await this.sessions.invalidate(`user:${user.id}`);
      return { success: true, status: 'active' as const, deleteBlockUntil };
    });
    if (!outcome) throw AccountErrors.CODE_INVALID();
    return outcome;
  }

  /** The job: completes every deletion whose grace period has ended (one flow each, see deletion-completion.ts). */
  completeDueDeletions(): Promise<number> {
    return completeDueDeletions();
  }
}
