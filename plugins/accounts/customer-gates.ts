import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { normaliseEmail } from './email.js';
import { User } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';

/**
 * The gates every customer sign-in passes (password here, federated in ./federated), and customer
 * creation. Signatures are a contract with the federated helper: keep them stable.
 *
 * Deletion state lives on `users` (migration 1763800003000):
 *   - `deletion_requested_at` timestamptz: when the pending deletion was requested (null: none pending)
 *   - `deletion_scheduled_at` timestamptz: end of the 7-day grace period (null: none pending)
 *   - `delete_block_until`    timestamptz: set by a recovery; no new deletion request before it
 *   - `anonymised_at`         timestamptz: the deletion completed; personal data was replaced
 * Bans are `is_active = false` (the existing column).
 */

export type CustomerStanding = 'active' | 'banned' | 'pending_deletion' | 'deleted';

/**
 * `deleted` once anonymised, and also once the grace period has ended even if the completion job has
 * not run yet (nothing can bring the account back then). A ban outranks a pending deletion.
 */
export function customerStanding(user: User): CustomerStanding {
  if (user.anonymisedAt || user.deletedAt) return 'deleted';
  if (user.deletionScheduledAt && user.deletionScheduledAt.getTime() <= clock.nowMs()) return 'deleted';
  if (!user.isActive) return 'banned';
  if (user.deletionScheduledAt) return 'pending_deletion';
  return 'active';
}

/**
 * customerStanding's SQL twin over alias `t` (`now`: the placeholder of clock.now()), the same rules in the
 * same order: a condition picking the customers of one standing, undefined for an unknown one.
 */
export function customerStandingSql(standing: string, now: string): string | undefined {
  const deleted = `(t.anonymised_at IS NOT NULL OR t.deleted_at IS NOT NULL OR COALESCE(t.deletion_scheduled_at <= ${now}, false))`;
  const alive = `NOT ${deleted}`;
  const byStanding: Record<string, string> = {
    deleted,
    banned: `${alive} AND NOT t.is_active`,
    pending_deletion: `${alive} AND t.is_active AND t.deletion_scheduled_at IS NOT NULL`,
    active: `${alive} AND t.is_active AND t.deletion_scheduled_at IS NULL`,
  };
  return byStanding[standing];
}

/**
 * Throws unless the user may open a session: banned -> 403 AUTH_ACCOUNT_DISABLED, pending deletion ->
 * 409 ACCOUNT_PENDING_DELETION (the client sends the user to recovery), deleted -> 401
 * AUTH_INVALID_CREDENTIALS (a deleted account looks like no account).
 */
export function assertCustomerMaySignIn(user: User): void {
  switch (customerStanding(user)) {
    case 'banned':
      throw AccountErrors.ACCOUNT_DISABLED();
    case 'pending_deletion':
      throw AccountErrors.ACCOUNT_PENDING_DELETION();
    case 'deleted':
      throw AccountErrors.INVALID_CREDENTIALS();
    case 'active':
      return;
  }
}

export interface NewCustomer {
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  passwordHash?: string | null;
}

/** The 409 a registration gets when `holder` already has the email. */
export function duplicateEmailError(holder: User) {
  if (holder.kind === 'customer') {
    const standing = customerStanding(holder);
    if (standing === 'pending_deletion' || standing === 'deleted') return AccountErrors.ACCOUNT_PENDING_DELETION();
    if (!holder.emailVerified) return AccountErrors.EMAIL_VERIFICATION_PENDING();
  }
  return AccountErrors.EMAIL_ALREADY_EXISTS();
}

/**
 * Inserts a customer (email normalised). Works inside the caller's withTransaction: the insert uses
 * ON CONFLICT DO NOTHING, so a taken email never aborts the caller's transaction; it throws the
 * matching 409 (ACCOUNT_PENDING_DELETION, AUTH_EMAIL_VERIFICATION_PENDING or AUTH_EMAIL_ALREADY_EXISTS).
 */
export async function createCustomer(input: NewCustomer): Promise<User> {
  const email = normaliseEmail(input.email);
  const now = clock.now();
  const rows = await sqlRows<{ id: string }>(
    `INSERT INTO users (public_id, kind, name, email, image, email_verified, password_hash, created_at, updated_at)
     VALUES ($1, 'customer', $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (email) DO NOTHING
     RETURNING id`,
    [newPublicId(), input.name.trim(), email, input.image ?? null, input.emailVerified, input.passwordHash ?? null, now],
  );
  if (rows.length === 0) {
    const holder = await repo(User).findOne({ where: { email }, withDeleted: true });
    throw holder ? duplicateEmailError(holder) : AccountErrors.EMAIL_ALREADY_EXISTS();
  }
  return repo(User).findOneOrFail({ where: { id: String(rows[0].id) } });
}
