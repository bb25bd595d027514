import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProviderName } from '../../../config/index.js';
import { clock } from '../../../core/clock/clock.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import type { ProviderIdentity } from './identity.js';

/** Used codes are kept this long after expiry (for support), then purged when new codes are issued. */
const KEEP_AFTER_EXPIRY_MS = 24 * 3600 * 1000;
const CODE_SHAPE = /^[A-Za-z0-9_-]{32}$/;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

export interface RedeemedCode {
  provider: OAuthProviderName;
  identity: ProviderIdentity;
  /** internal id of the customer a link flow attaches the identity to */
  linkUserId: string | null;
}

/** A 192-bit single-use code holding the identity the provider asserted; only its sha256 is stored. */
export async function issueCode(provider: OAuthProviderName, identity: ProviderIdentity, linkUserId: string | null, ttlSeconds: number): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const now = clock.nowMs();
  await sqlRows(`DELETE FROM oauth_codes WHERE expires_at < $1`, [new Date(now - KEEP_AFTER_EXPIRY_MS)]);
  await sqlRows(
    `INSERT INTO oauth_codes (public_id, code_hash, provider, subject, email, email_verified, name, image, link_user_id, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [
      newPublicId(),
      hash(code),
      provider,
      identity.subject,
      identity.email,
      identity.emailVerified,
      identity.name,
      identity.image,
      linkUserId,
      new Date(now + ttlSeconds * 1000),
      new Date(now),
    ],
  );
  return code;
}

/**
 * Marks the code used and returns what it holds, in one statement, so two redemptions racing each
 * other cannot both win. Unknown, expired, used and other-provider codes all give null.
 */
export async function redeemCode(provider: OAuthProviderName, code: string): Promise<RedeemedCode | null> {
  if (!CODE_SHAPE.test(code)) return null;
  const now = clock.now();
  const rows = await sqlRows(
    `UPDATE oauth_codes SET used_at = $3, updated_at = $3
      WHERE code_hash = $1 AND provider = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING subject, email, email_verified, name, image, link_user_id`,
    [hash(code), provider, now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    provider,
    identity: { subject: row.subject, email: row.email, emailVerified: row.email_verified, name: row.name, image: row.image },
    linkUserId: row.link_user_id === null ? null : String(row.link_user_id),
  };
}
