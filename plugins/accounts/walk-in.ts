import { randomBytes } from 'node:crypto';
import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { afterCommit, repo, withTransaction } from '../../core/db/transaction.js';
import { accounts } from './accounts-context.js';
import { normaliseEmail } from './email.js';
import { OneTimeCode } from './entities/one-time-code.entity.js';
import { sendQuietly } from './silent-mail.js';
import { sha256 } from './tokens.js';

/** A phone-only walk-in has no address of its own: a unique one under a domain that can never receive mail (RFC 2606). */
export const WALK_IN_NO_EMAIL_DOMAIN = '@walk-in.invalid';
/** The set-password link of a walk-in does not expire: it works once (consumed by the reset-by-token route). */
const NEVER = new Date('9999-12-31T00:00:00Z');

export interface WalkIn {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

export type WalkInResult = { ok: true; customer: WalkIn } | { ok: false; reason: 'email_taken' };

/**
 * POS (issue 23): a customer account made at the counter, with no password and no verification code. It gets a
 * set-password link (`token`, consumed by POST /api/mobile/auth/password/reset) that never expires but works once:
 * mailed, or texted through the SMS sender when the walk-in gave only a phone; sent after commit. An email that
 * already has an account creates nothing.
 */
export function createWalkInCustomer(input: { name: string; email?: string | null; phone?: string | null }): Promise<WalkInResult> {
  return withTransaction(async () => {
    const publicId = newPublicId();
    const email = input.email ? normaliseEmail(input.email) : null;
    const now = clock.now();
    const [row] = await sqlRows<{ id: string }>(
      `INSERT INTO users (public_id, kind, name, email, phone, email_verified, password_hash, created_at, updated_at)
       VALUES ($1, 'customer', $2, $3, $4, false, NULL, $5, $5)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [publicId, input.name.trim(), email ?? `walk-in.${publicId}${WALK_IN_NO_EMAIL_DOMAIN}`, input.phone ?? null, now],
    );
    if (!row) return { ok: false, reason: 'email_taken' };
    const token = await issueSetPasswordToken(String(row.id), now);
    const customer = { id: publicId, name: input.name.trim(), email, phone: input.phone ?? null };
    await afterCommit(() => sendSetPasswordLink(customer, token));
    return { ok: true, customer };
  });
}

/** A password_reset link token only: the row's code is 256 random bits nobody is told, so no OTP exists to enter. */
async function issueSetPasswordToken(userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo(OneTimeCode).insert({
    publicId: newPublicId(),
    userId,
    purpose: 'password_reset',
    codeHash: sha256(randomBytes(32).toString('hex')),
    tokenHash: sha256(token),
    target: null,
    issuedAt: now,
    expiresAt: NEVER,
    attempts: 0,
    usedAt: null,
  });
  return token;
}

async function sendSetPasswordLink(to: WalkIn, token: string): Promise<void> {
  const link = accounts.mails.setPasswordLink(token);
  if (to.email) {
    await sendQuietly('walk-in set password', () => accounts.mails.walkInWelcome({ email: to.email!, name: to.name }, link));
  } else if (to.phone) {
    await sendQuietly('walk-in set password (sms)', () => accounts.sms.send(to.phone!, `Welcome to the shop. Set your password: ${link}`));
  }
}
