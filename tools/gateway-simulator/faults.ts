/** The faults a test can inject per transaction_uuid (or '*' for every transaction). */

export const EPAY_STATUSES = ['COMPLETE', 'PENDING', 'AMBIGUOUS', 'NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND'] as const;
export type EpayStatus = (typeof EPAY_STATUSES)[number];

export type Fault =
  /** Pay sends the browser to failure_url with status PENDING (ePay's way); the status API says PENDING until
   *  released (control `release`) or, with `checks`, for that many status checks; then COMPLETE. */
  | { fault: 'delayed_confirmation'; checks?: number }
  /** Pay returns COMPLETE as usual, but the first `checks` status checks answer PENDING. */
  | { fault: 'pending_then_complete'; checks: number }
  /** Pay returns COMPLETE; the status API answers AMBIGUOUS until released. */
  | { fault: 'ambiguous' }
  /** The return data and the status API carry this total instead of the one paid (default: one rupee more). */
  | { fault: 'wrong_amount'; totalAmount?: string }
  /** The return data's signature does not verify (the data is otherwise right). */
  | { fault: 'bad_return_signature' }
  /** After the browser is redirected, the simulator itself GETs the same return URL once more, `delayMs` later. */
  | { fault: 'duplicated_return'; delayMs?: number }
  /** The status API answers only after `ms` milliseconds (a client with a shorter timeout sees none). */
  | { fault: 'status_timeout'; ms?: number }
  /** The status API answers ePay's outage body { code: 0, error_message } (HTTP `httpStatus`, default 200). */
  | { fault: 'outage'; errorMessage?: string; httpStatus?: number }
  /** The status API answers this status whatever happened (e.g. FULL_REFUND, NOT_FOUND). */
  | { fault: 'status'; status: EpayStatus };

export type FaultName = Fault['fault'];
export const FAULT_NAMES: readonly FaultName[] = [
  'delayed_confirmation',
  'pending_then_complete',
  'ambiguous',
  'wrong_amount',
  'bad_return_signature',
  'duplicated_return',
  'status_timeout',
  'outage',
  'status',
];

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_OUTAGE_MESSAGE = 'Service is currently unavailable';

const isNonNegativeInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** A fault from a control request's JSON, or the reason it is refused. */
export function parseFault(body: Record<string, unknown>): Fault | string {
  const optInt = (key: string): string | null => (body[key] === undefined || isNonNegativeInt(body[key]) ? null : `${key} must be a non-negative integer`);
  switch (body.fault) {
    case 'delayed_confirmation':
      return optInt('checks') ?? { fault: 'delayed_confirmation', ...(body.checks !== undefined ? { checks: body.checks as number } : {}) };
    case 'pending_then_complete':
      return isNonNegativeInt(body.checks) ? { fault: 'pending_then_complete', checks: body.checks } : 'checks must be a non-negative integer';
    case 'ambiguous':
    case 'bad_return_signature':
      return { fault: body.fault };
    case 'wrong_amount':
      if (body.totalAmount !== undefined && typeof body.totalAmount !== 'string') return 'totalAmount must be a decimal string';
      return { fault: 'wrong_amount', ...(body.totalAmount !== undefined ? { totalAmount: body.totalAmount as string } : {}) };
    case 'duplicated_return':
      return optInt('delayMs') ?? { fault: 'duplicated_return', ...(body.delayMs !== undefined ? { delayMs: body.delayMs as number } : {}) };
    case 'status_timeout':
      return optInt('ms') ?? { fault: 'status_timeout', ...(body.ms !== undefined ? { ms: body.ms as number } : {}) };
    case 'outage': {
      if (body.errorMessage !== undefined && typeof body.errorMessage !== 'string') return 'errorMessage must be a string';
      const bad = optInt('httpStatus');
      if (bad) return bad;
      return {
        fault: 'outage',
        ...(body.errorMessage !== undefined ? { errorMessage: body.errorMessage as string } : {}),
        ...(body.httpStatus !== undefined ? { httpStatus: body.httpStatus as number } : {}),
      };
    }
    case 'status':
      return EPAY_STATUSES.includes(body.status as EpayStatus)
        ? { fault: 'status', status: body.status as EpayStatus }
        : `status must be one of ${EPAY_STATUSES.join(', ')}`;
    default:
      return `fault must be one of ${FAULT_NAMES.join(', ')}`;
  }
}
