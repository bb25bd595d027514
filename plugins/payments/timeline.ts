import { clock } from '../../core/clock/clock.js';
import { repo } from '../../core/db/transaction.js';
import { PaymentEvent } from './entities/payment-event.entity.js';
import { maskReturnTokens } from './return-token.js';

/** Keys never written to the timeline (the database refuses them too). */
const SECRET_KEY = /signature|token|secret|password/i;

/** A copy safe to keep: secret-named members dropped (listed under `redacted`), tokens in return URLs masked. */
export function redact(detail: Record<string, unknown>): Record<string, unknown> {
  const dropped: string[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') return maskReturnTokens(value);
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}[${i}]`));
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        if (SECRET_KEY.test(k) && k !== 'signed_field_names') dropped.push(path ? `${path}.${k}` : k);
        else out[k] = walk(v, path ? `${path}.${k}` : k);
      }
      return out;
    }
    return value;
  };
  const out = walk(detail, '') as Record<string, unknown>;
  return dropped.length ? { ...out, redacted: dropped } : out;
}

/** A timeline entry's own values (the attempt and the statuses aside): written now, its detail redacted. */
export const timelineValues = (type: string, detail: Record<string, unknown>) => ({ at: clock.now(), type, detail: redact(detail) });

/** Where an attempt's moves write their timeline entry, in the move's own statement (stateTable's timeline). */
export const ATTEMPT_TIMELINE = {
  table: 'payment_events',
  refColumn: 'attempt_id',
  fromColumn: 'from_status',
  toColumn: 'to_status',
  columns: { at: 'timestamptz', type: 'varchar', detail: 'jsonb' },
} as const;

/** Appends one timeline entry for the attempt (internal id), in the caller's transaction. */
export async function recordEvent(
  attemptId: string,
  type: string,
  change: { from?: string | null; to?: string | null } = {},
  detail: Record<string, unknown> = {},
): Promise<void> {
  const { at, detail: kept } = timelineValues(type, detail);
  await repo(PaymentEvent).insert({ attemptId, at, type, fromStatus: change.from ?? null, toStatus: change.to ?? null, detail: kept as never });
}

export interface TimelineEntry {
  at: Date;
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  detail: Record<string, unknown>;
}

/** The attempt's timeline, oldest first. */
export async function timelineOf(attemptId: string): Promise<TimelineEntry[]> {
  const rows = await repo(PaymentEvent).find({ where: { attemptId }, order: { id: 'ASC' } });
  return rows.map((r) => ({ at: r.at, type: r.type, fromStatus: r.fromStatus, toStatus: r.toStatus, detail: r.detail }));
}
