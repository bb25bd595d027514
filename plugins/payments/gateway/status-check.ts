import { decodeJson } from '../../../core/http/decoded-json.js';
import { parseRupees, rawJsonNumber } from './rupees.js';

/** ePay's transaction statuses, and what we make of an outage or a timeout. */
export const GATEWAY_STATUSES = ['COMPLETE', 'PENDING', 'AMBIGUOUS', 'NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number] | 'NO_ANSWER';

export interface StatusAnswer {
  status: GatewayStatus;
  /** minor units parsed exactly from the answer's text; null when absent or not an amount */
  totalAmount: number | null;
  /** as received */
  totalAmountText: string | null;
  productCode: string | null;
  transactionUuid: string | null;
  refId: string | null;
  /** why there was no answer (timeout, outage body, HTTP status), for the timeline */
  problem: string | null;
}

export interface StatusQuery {
  statusUrl: string;
  productCode: string;
  /** the rupees text the form carried */
  totalAmount: string;
  transactionUuid: string;
  timeoutMs: number;
}

const noAnswer = (problem: string): StatusAnswer => ({
  status: 'NO_ANSWER',
  totalAmount: null,
  totalAmountText: null,
  productCode: null,
  transactionUuid: null,
  refId: null,
  problem,
});

const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** Reads a status API body; `{ code: 0, error_message }` (ePay's outage answer) and anything unknown count as no answer. */
export function readStatusBody(body: string): StatusAnswer {
  const decoded = decodeJson(body);
  if (!decoded.ok) return noAnswer(`the status answer ${decoded.problem}`);
  const json = decoded.value as any;
  if (!json || typeof json !== 'object') return noAnswer('the status answer is not an object');
  if (json.code !== undefined && json.status === undefined) return noAnswer(`gateway error: ${String(json.error_message ?? json.code).slice(0, 200)}`);
  const status = String(json.status);
  if (!(GATEWAY_STATUSES as readonly string[]).includes(status)) return noAnswer(`unknown status "${status.slice(0, 40)}"`);
  const totalAmountText = rawJsonNumber(body, 'total_amount') ?? null;
  return {
    status: status as GatewayStatus,
    totalAmount: totalAmountText === null ? null : (parseRupees(totalAmountText) ?? null),
    totalAmountText,
    productCode: text(json.product_code),
    transactionUuid: text(json.transaction_uuid),
    refId: text(json.ref_id),
    problem: null,
  };
}

/** GET {statusUrl}?product_code&total_amount&transaction_uuid with a timeout; never throws. */
export async function checkStatus(q: StatusQuery): Promise<StatusAnswer> {
  const url = new URL(q.statusUrl);
  url.searchParams.set('product_code', q.productCode);
  url.searchParams.set('total_amount', q.totalAmount);
  url.searchParams.set('transaction_uuid', q.transactionUuid);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(q.timeoutMs), headers: { accept: 'application/json' } });
    const body = await res.text();
    if (!res.ok && res.status !== 404) return noAnswer(`HTTP ${res.status}`);
    return readStatusBody(body);
  } catch (e) {
    const name = (e as Error)?.name;
    return noAnswer(
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${q.timeoutMs} ms`
        : `unreachable: ${(e as Error)?.message ?? String(e)}`.slice(0, 200),
    );
  }
}
