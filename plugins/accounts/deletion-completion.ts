import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { db, repo } from '../../core/db/transaction.js';
import { defineFlow, defineStep, runFlow } from '../../core/flows/index.js';
import { publish } from '../../core/jobs/outbox.js';
import { sessions } from './sessions-instance.js';
import { User } from './entities/user.entity.js';
import { retireCodes } from './one-time-codes.js';
import { CUSTOMER_DELETED } from './topics.js';

/** One instance per account, its flow id the user's public id. */
interface CompletionInput {
  /** the user's internal id */
  userId: string;
}

const revokeAccess = defineStep<CompletionInput>('revoke-sessions-and-codes', async ({ input }) => {
  await sessions.revokeAllOf(input.userId);
  await retireCodes(input.userId);
});

const unlinkIdentities = defineStep<CompletionInput>('unlink-identities', async ({ input }) => {
  const [links] = await sqlRows<{ table: string | null }>(`SELECT to_regclass('user_identities')::text AS table`);
  if (links?.table) await db().query(`DELETE FROM user_identities WHERE user_id = $1`, [input.userId]);
});

/**
 * Replaces the personal data and keeps the row (orders keep pointing at it): name, email (a unique
 * placeholder, freeing the address), phone, image, password. Last, so an account marked anonymised has
 * nothing left to undo; the event commits with it.
 */
const anonymise = defineStep<CompletionInput>('anonymise-user', async ({ input }) => {
  const user = await repo(User).findOneOrFail({ where: { id: input.userId }, withDeleted: true });
  const now = clock.now();
  await repo(User).update(
    { id: input.userId },
    {
      name: 'Deleted user',
      email: `deleted+${user.publicId}@deleted.invalid`,
      image: null,
      phone: null,
      phoneVerified: false,
      emailVerified: false,
      passwordHash: null,
      isActive: false,
      anonymisedAt: now,
    },
  );
  if (user.kind === 'customer') await publish(CUSTOMER_DELETED, { customerId: user.publicId, deletedAt: now.toISOString() });
});

/** The completion of one account's deletion; a run cut short resumes at its first step not committed. */
export const COMPLETE_DELETION_FLOW = defineFlow<CompletionInput>('accounts.complete-deletion', [revokeAccess, unlinkIdentities, anonymise]);

const BATCH = 500;

/**
 * The `accounts.complete-deletions` job: runs the completion flow of every account whose grace period has
 * ended (a run interrupted earlier resumes, since the account is not anonymised until the last step).
 */
export async function completeDueDeletions(): Promise<number> {
  const due = await sqlRows<{ id: string; publicId: string }>(
    `SELECT id, public_id AS "publicId" FROM users WHERE deletion_scheduled_at <= $1 AND anonymised_at IS NULL ORDER BY deletion_scheduled_at LIMIT ${BATCH}`,
    [clock.now()],
  );
  let completed = 0;
  for (const user of due) {
    if ((await runFlow(COMPLETE_DELETION_FLOW, user.publicId, { userId: String(user.id) })) === 'completed') completed++;
  }
  return completed;
}
