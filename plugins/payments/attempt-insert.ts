import { preparedRows } from '../../core/db/sql.js';
import { entityColumnsSql, entityFromRow } from '../../core/db/entity-columns.js';
import { PaymentAttempt } from './entities/payment-attempt.entity.js';
import { timelineValues } from './timeline.js';

// The attempt and its first timeline entry ('created', to initiated) in one statement.
const INSERT_ATTEMPT = `
  WITH a AS (
    INSERT INTO payment_attempts (public_id, checkout_id, customer_id, method, status, amount, currency, transaction_uuid,
      token_hash, expires_at, checkout_expires_at, next_verify_at)
    VALUES ($1, $2, $3, $4, 'initiated', $5, $6, $7, $8, $9, $10, $11)
    RETURNING ${entityColumnsSql(PaymentAttempt, 'payment_attempts')}
  ), created AS (
    INSERT INTO payment_events (attempt_id, at, type, from_status, to_status, detail)
    SELECT a.id, $12, $13, NULL, 'initiated', $14::jsonb FROM a
  )
  SELECT * FROM a`;

/**
 * Writes a new attempt (status initiated, as built by repo().create and the method's prepare) with its 'created'
 * timeline entry, and completes the entity with the row the database wrote (its id, defaults and timestamps).
 */
export async function insertAttempt(attempt: PaymentAttempt): Promise<void> {
  if (attempt.status !== 'initiated') throw new Error(`insertAttempt: a new attempt is initiated, not ${attempt.status}`);
  attempt.assignPublicId();
  const created = timelineValues('created', { method: attempt.method, amount: attempt.amount });
  const [row] = await preparedRows(INSERT_ATTEMPT, [
    attempt.publicId,
    attempt.checkoutId,
    attempt.customerId,
    attempt.method,
    attempt.amount,
    attempt.currency,
    attempt.transactionUuid ?? null,
    attempt.tokenHash ?? null,
    attempt.expiresAt,
    attempt.checkoutExpiresAt,
    attempt.nextVerifyAt ?? null,
    created.at,
    created.type,
    JSON.stringify(created.detail),
  ]);
  Object.assign(attempt, entityFromRow(PaymentAttempt, row));
}
