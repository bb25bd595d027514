import { randomBytes } from 'node:crypto';
import { db } from '../../core/db/transaction.js';

/**
 * JWT_SECRET when configured; otherwise one secret generated on first start and kept in the
 * database, so every instance on the same PostgreSQL signs and verifies alike.
 */
export async function loadSigningSecret(configured?: string): Promise<string> {
  if (configured) return configured;
  await db().query(
    `INSERT INTO accounts_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(48).toString('base64url')],
  );
  const [row] = await db().query(`SELECT value FROM accounts_settings WHERE key = 'jwt_secret'`);
  return row.value;
}
