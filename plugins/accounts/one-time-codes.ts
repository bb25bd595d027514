import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { db, repo } from '../../core/db/transaction.js';
import { OneTimeCode, type CodePurpose } from './entities/one-time-code.entity.js';
import { sha256 } from './tokens.js';

/** Lifetimes per purpose, and whether a mailed link token comes with the code. */
export const CODE_RULES: Record<CodePurpose, { ttlSeconds: number; withToken: boolean }> = {
  email_verify: { ttlSeconds: 24 * 3600, withToken: true },
  password_reset: { ttlSeconds: 30 * 60, withToken: true },
  phone_verify: { ttlSeconds: 10 * 60, withToken: false },
  account_recovery: { ttlSeconds: 15 * 60, withToken: false },
};

/** Wrong guesses a code survives: the fifth wrong one burns it (a new code must be requested). */
export const MAX_CODE_ATTEMPTS = 5;

export interface IssuedCode {
  code: string;
  token?: string;
  expiresAt: Date;
}

const codeHash = (publicId: string, code: string) => sha256(`${publicId}:${code}`);

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A new code for (user, purpose); the older live ones of that pair stop working. */
export async function issueCode(userId: string, purpose: CodePurpose, target: string | null = null): Promise<IssuedCode> {
  const rule = CODE_RULES[purpose];
  const now = clock.now();
  await db().query(`UPDATE one_time_codes SET used_at = $3, updated_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [userId, purpose, now]);
  const publicId = newPublicId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = rule.withToken ? randomBytes(32).toString('base64url') : undefined;
  const expiresAt = new Date(now.getTime() + rule.ttlSeconds * 1000);
  await repo(OneTimeCode).insert({
    publicId,
    userId,
    purpose,
    codeHash: codeHash(publicId, code),
    tokenHash: token ? sha256(token) : null,
    target,
    issuedAt: now,
    expiresAt,
    attempts: 0,
    usedAt: null,
  });
  return { code, token, expiresAt };
}

/**
 * Uses the user's live code of `purpose` if `code` matches; a wrong guess counts and the last allowed
 * one burns the code. Call inside withTransaction (the row is locked) and let a null result commit
 * (so the attempt counts) before answering the error.
 */
export async function consumeCode(userId: string, purpose: CodePurpose, code: string): Promise<OneTimeCode | null> {
  const row = await repo(OneTimeCode)
    .createQueryBuilder('c')
    .setLock('pessimistic_write')
    .where('c.userId = :userId AND c.purpose = :purpose AND c.usedAt IS NULL', { userId, purpose })
    .orderBy('c.id', 'DESC')
    .getOne();
  const now = clock.now();
  if (!row || row.expiresAt <= now) return null;
  if (same(codeHash(row.publicId, code), row.codeHash)) {
    await repo(OneTimeCode).update({ id: row.id }, { usedAt: now });
    return row;
  }
  const attempts = row.attempts + 1;
  await repo(OneTimeCode).update({ id: row.id }, { attempts, usedAt: attempts >= MAX_CODE_ATTEMPTS ? now : null });
  return null;
}

/** Uses the live code whose link token this is (256 random bits: guessing needs no attempt counter). */
export async function consumeToken(purpose: CodePurpose, token: string): Promise<OneTimeCode | null> {
  const row = await repo(OneTimeCode)
    .createQueryBuilder('c')
    .setLock('pessimistic_write')
    .where('c.tokenHash = :hash AND c.purpose = :purpose', { hash: sha256(token), purpose })
    .getOne();
  const now = clock.now();
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  await repo(OneTimeCode).update({ id: row.id }, { usedAt: now });
  return row;
}

/** Retires every live code of the user (after a deletion completes, a password reset...). */
export async function retireCodes(userId: string, purpose?: CodePurpose): Promise<void> {
  await db().query(`UPDATE one_time_codes SET used_at = $2, updated_at = $2 WHERE user_id = $1 AND used_at IS NULL AND ($3::varchar IS NULL OR purpose = $3)`, [
    userId,
    clock.now(),
    purpose ?? null,
  ]);
}
