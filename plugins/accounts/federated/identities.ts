import type { OAuthProviderName } from '../../../config/index.js';
import { clock } from '../../../core/clock/clock.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import { repo } from '../../../core/db/transaction.js';
import { UserIdentity } from './entities/user-identity.entity.js';
import type { ProviderIdentity } from './identity.js';

/** SQL of the user_identities table, used inside the callers' transactions. */

export function findIdentity(provider: OAuthProviderName, subject: string): Promise<UserIdentity | null> {
  return repo(UserIdentity).findOneBy({ provider, subject });
}

/** Inserts the link; a concurrent insert of the same (provider, subject) surfaces as a unique violation. */
export async function insertIdentity(userId: string, provider: OAuthProviderName, identity: ProviderIdentity): Promise<void> {
  const now = clock.now();
  await sqlRows(`INSERT INTO user_identities (public_id, user_id, provider, subject, email, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)`, [
    newPublicId(),
    userId,
    provider,
    identity.subject,
    identity.email,
    now,
  ]);
}

export async function deleteIdentities(userId: string, providers: OAuthProviderName[]): Promise<number> {
  const rows = await sqlRows(`DELETE FROM user_identities WHERE user_id = $1 AND provider = ANY($2) RETURNING id`, [userId, providers]);
  return rows.length;
}

export async function deleteIdentity(id: string): Promise<void> {
  await sqlRows(`DELETE FROM user_identities WHERE id = $1`, [id]);
}

export async function countIdentities(userId: string, exceptProvider?: OAuthProviderName): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM user_identities WHERE user_id = $1 AND ($2::varchar IS NULL OR provider <> $2)`, [
    userId,
    exceptProvider ?? null,
  ]);
  return Number(row!.n);
}
