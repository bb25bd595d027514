import { randomBytes } from 'node:crypto';
import { ConfigError } from '../config/index.js';
import { db } from '../core/db/transaction.js';

const MIN_LENGTH = 32;

/**
 * ADMIN_COOKIE_SECRET when configured; otherwise one secret generated on first start and kept in
 * the database (accounts_settings), so every instance on the same PostgreSQL reads the same cookies.
 */
export async function loadCookieSecret(configured?: string): Promise<string> {
  if (configured) return configured;
  await db().query(
    `INSERT INTO accounts_settings (key, value) VALUES ('admin_cookie_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(48).toString('base64url')],
  );
  const [row] = await db().query(`SELECT value FROM accounts_settings WHERE key = 'admin_cookie_secret'`);
  return row.value;
}

/** Checked at start-up, before the panel is built in the background. */
export function checkCookieSecret(configured?: string): void {
  if (configured !== undefined && configured.length < MIN_LENGTH) {
    throw new ConfigError('ADMIN_COOKIE_SECRET', `must be at least ${MIN_LENGTH} characters`);
  }
}
