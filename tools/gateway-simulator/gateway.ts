import { randomBytes } from 'node:crypto';
import { DEFAULT_OUTAGE_MESSAGE, DEFAULT_TIMEOUT_MS, type EpayStatus, type Fault, type FaultName } from './faults.js';
import { epayAmount, parseRupees } from './money.js';
import { signatureMatches, signFields } from './signer.js';
import type { Transaction, TransactionView } from './transactions.js';

export const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** The fields ePay v2 requires to be signed (in any order the form declares). */
const MUST_BE_SIGNED = ['total_amount', 'transaction_uuid', 'product_code'];
const RETURN_SIGNED_FIELDS = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
const UUID_CHARS = /^[A-Za-z0-9-]{1,100}$/;

export type Outcome<T> = { ok: true; value: T } | { ok: false; httpStatus: number; reason: string };
const refuse = (httpStatus: number, reason: string): { ok: false; httpStatus: number; reason: string } => ({ ok: false, httpStatus, reason });

/** What the status API sends: the raw JSON text (ePay writes total_amount as 1000.0), after `delayMs`. */
export interface StatusAnswer {
  httpStatus: number;
  body: string;
  delayMs: number;
}

/** A return the simulator itself must fetch after redirecting the browser (duplicated_return). */
export interface PayResult {
  location: string;
  duplicateAfterMs: number | null;
}

/** ePay v2's state: transactions by transaction_uuid and the faults injected for them. */
export class Gateway {
  private readonly transactions = new Map<string, Transaction>();
  private readonly faults = new Map<string, Map<FaultName, Fault>>();

  constructor(
    private readonly secret: string,
    private readonly productCode: string,
  ) {}

  /** POST /api/epay/main/v2/form: refuses what the real one refuses, else records the transaction. */
  submitForm(form: URLSearchParams): Outcome<Transaction> {
    const f = {} as Record<FormField, string>;
    for (const name of FORM_FIELDS) {
      const values = form.getAll(name);
      if (values.length === 0 || values[0] === '') return refuse(400, `${name} is required`);
      if (values.length > 1) return refuse(400, `${name} is given more than once`);
      f[name] = values[0];
    }
    if (!UUID_CHARS.test(f.transaction_uuid)) return refuse(400, 'transaction_uuid may hold letters, digits and hyphens only');
    if (f.product_code !== this.productCode) return refuse(400, 'product_code is not a known merchant');
    const signedNames = f.signed_field_names.split(',');
    const unknown = signedNames.find((n) => !(FORM_FIELDS as readonly string[]).includes(n) || n === 'signature');
    if (unknown !== undefined) return refuse(400, `signed_field_names names an unknown field: ${unknown || '(empty)'}`);
    const unsigned = MUST_BE_SIGNED.find((n) => !signedNames.includes(n));
    if (unsigned) return refuse(400, `signed_field_names must include ${unsigned}`);
    if (!signatureMatches(signFields(this.secret, f, f.signed_field_names), f.signature)) return refuse(400, 'signature does not match');
    const parts = (['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'] as const).map((n) => [n, parseRupees(f[n])] as const);
    const badPart = parts.find(([, v]) => v === null);
    if (badPart) return refuse(400, `${badPart[0]} is not an amount`);
    const total = parseRupees(f.total_amount);
    if (total === null) return refuse(400, 'total_amount is not an amount');
    if (total <= 0n) return refuse(400, 'total_amount must be more than 0');
    const sum = parts.reduce((acc, [, v]) => acc + v!, 0n);
    if (sum !== total) return refuse(400, 'total_amount is not amount + tax_amount + product_service_charge + product_delivery_charge');
    for (const name of ['success_url', 'failure_url'] as const) {
      if (!URL.canParse(f[name]) || !/^https?:$/.test(new URL(f[name]).protocol)) return refuse(400, `${name} is not an http(s) URL`);
    }
    const existing = this.transactions.get(f.transaction_uuid);
    if (existing && existing.state !== 'initiated') return refuse(400, 'transaction_uuid was already used');
    if (existing && existing.totalPaisa !== total) return refuse(400, 'transaction_uuid was already used with another amount');
    const tx: Transaction = {
      transactionUuid: f.transaction_uuid,
      productCode: f.product_code,
      amount: f.amount,
      taxAmount: f.tax_amount,
      productServiceCharge: f.product_service_charge,
      productDeliveryCharge: f.product_delivery_charge,
      totalAmount: f.total_amount,
      totalPaisa: total,
      successUrl: f.success_url,
      failureUrl: f.failure_url,
      state: 'initiated',
      transactionCode: null,
      statusChecks: existing?.statusChecks ?? 0,
      released: false,
      lastReturn: null,
      returns: [],
      createdAt: existing?.createdAt ?? new Date(),
    };
    this.transactions.set(tx.transactionUuid, tx);
    return { ok: true, value: tx };
  }

  /** The customer pressed Pay: the redirect the browser gets. */
  pay(uuid: string): Outcome<PayResult> {
    const tx = this.transactions.get(uuid);
    if (!tx) return refuse(404, 'unknown transaction');
    if (tx.state !== 'initiated') return refuse(409, `transaction is already ${tx.state}`);
    tx.transactionCode = transactionCode();
    const delayed = this.fault(uuid, 'delayed_confirmation');
    tx.state = delayed ? 'pending' : 'complete';
    const location = delayed ? this.returnUrl(tx, tx.failureUrl, 'PENDING') : this.returnUrl(tx, tx.successUrl, 'COMPLETE');
    tx.lastReturn = location;
    const dup = this.fault(uuid, 'duplicated_return');
    return { ok: true, value: { location, duplicateAfterMs: dup ? (dup.delayMs ?? 0) : null } };
  }

  /** The customer pressed Fail (cancelled at the gateway). */
  fail(uuid: string): Outcome<PayResult> {
    const tx = this.transactions.get(uuid);
    if (!tx) return refuse(404, 'unknown transaction');
    if (tx.state !== 'initiated') return refuse(409, `transaction is already ${tx.state}`);
    tx.transactionCode = transactionCode();
    tx.state = 'canceled';
    const location = this.returnUrl(tx, tx.failureUrl, 'CANCELED');
    tx.lastReturn = location;
    const dup = this.fault(uuid, 'duplicated_return');
    return { ok: true, value: { location, duplicateAfterMs: dup ? (dup.delayMs ?? 0) : null } };
  }

  /** GET /api/epay/transaction/status/: counts a check and answers as ePay does. */
  status(query: URLSearchParams): StatusAnswer {
    const uuid = query.get('transaction_uuid') ?? '';
    const productCode = query.get('product_code') ?? '';
    const outage = this.fault(uuid, 'outage');
    const timeout = this.fault(uuid, 'status_timeout');
    const delayMs = timeout ? (timeout.ms ?? DEFAULT_TIMEOUT_MS) : 0;
    if (outage) {
      return { httpStatus: outage.httpStatus ?? 200, delayMs, body: JSON.stringify({ code: 0, error_message: outage.errorMessage ?? DEFAULT_OUTAGE_MESSAGE }) };
    }
    const tx = this.transactions.get(uuid);
    const asked = parseRupees(query.get('total_amount') ?? '');
    const reported = tx ? this.reportedTotal(tx) : null;
    const found = tx && tx.productCode === productCode && asked !== null && (asked === tx.totalPaisa || asked === reported);
    if (found) tx.statusChecks += 1;
    const status = found ? this.currentStatus(tx) : (this.fault(uuid, 'status')?.status ?? 'NOT_FOUND');
    const total = found ? reported! : (asked ?? 0n);
    const refId = found && tx.transactionCode && ['COMPLETE', 'FULL_REFUND', 'PARTIAL_REFUND'].includes(status) ? tx.transactionCode : null;
    // hand-written JSON: ePay's total_amount is a number written like 1000.0, which JSON.stringify cannot produce
    const body = `{"product_code":${JSON.stringify(productCode)},"transaction_uuid":${JSON.stringify(uuid)},"total_amount":${epayAmount(total)},"status":"${status}","ref_id":${JSON.stringify(refId)}}`;
    return { httpStatus: 200, delayMs, body };
  }

  /** The status of a recorded transaction now (a delayed confirmation whose checks are used up becomes complete). */
  private currentStatus(tx: Transaction, countCheck = true): EpayStatus {
    const forced = this.fault(tx.transactionUuid, 'status');
    if (forced) return forced.status;
    switch (tx.state) {
      case 'initiated':
        return 'PENDING';
      case 'canceled':
        return 'CANCELED';
      case 'full_refund':
        return 'FULL_REFUND';
      case 'partial_refund':
        return 'PARTIAL_REFUND';
      case 'pending': {
        const checks = this.fault(tx.transactionUuid, 'delayed_confirmation')?.checks;
        const used = countCheck ? tx.statusChecks : tx.statusChecks + 1;
        if (tx.released || (checks !== undefined && used > checks)) {
          if (countCheck) tx.state = 'complete';
          return 'COMPLETE';
        }
        return 'PENDING';
      }
      case 'complete': {
        if (this.fault(tx.transactionUuid, 'ambiguous') && !tx.released) return 'AMBIGUOUS';
        const lag = this.fault(tx.transactionUuid, 'pending_then_complete');
        const used = countCheck ? tx.statusChecks : tx.statusChecks + 1;
        if (lag && !tx.released && used <= lag.checks) return 'PENDING';
        return 'COMPLETE';
      }
    }
  }

  /** Lets a delayed or ambiguous confirmation through: the next status check says COMPLETE. */
  release(uuid: string): Outcome<TransactionView> {
    const tx = this.transactions.get(uuid);
    if (!tx) return refuse(404, 'unknown transaction');
    tx.released = true;
    if (tx.state === 'pending') tx.state = 'complete';
    return { ok: true, value: this.view(tx) };
  }

  /** A refund made at the gateway: the whole total gives FULL_REFUND, less gives PARTIAL_REFUND. */
  refund(uuid: string, amount?: string): Outcome<TransactionView> {
    const tx = this.transactions.get(uuid);
    if (!tx) return refuse(404, 'unknown transaction');
    if (tx.state !== 'complete' && tx.state !== 'partial_refund') return refuse(409, `transaction is ${tx.state}, not paid`);
    const paisa = amount === undefined ? tx.totalPaisa : parseRupees(amount);
    if (paisa === null || paisa <= 0n || paisa > tx.totalPaisa) return refuse(400, 'amount must be a decimal string between 0 and the total');
    tx.state = paisa === tx.totalPaisa ? 'full_refund' : 'partial_refund';
    return { ok: true, value: this.view(tx) };
  }

  setFault(uuid: string, fault: Fault): void {
    const set = this.faults.get(uuid) ?? new Map<FaultName, Fault>();
    set.set(fault.fault, fault);
    this.faults.set(uuid, set);
  }

  clearFaults(uuid: string): void {
    this.faults.delete(uuid);
  }

  reset(): void {
    this.transactions.clear();
    this.faults.clear();
  }

  find(uuid: string): Transaction | undefined {
    return this.transactions.get(uuid);
  }

  view(tx: Transaction): TransactionView {
    const { totalPaisa: _total, createdAt, returns, ...rest } = tx;
    const outage = this.fault(tx.transactionUuid, 'outage');
    return {
      ...rest,
      createdAt: createdAt.toISOString(),
      returns: returns.map((r) => ({ ...r, at: r.at.toISOString() })),
      faults: this.faultsOf(tx.transactionUuid),
      currentStatus: outage ? null : this.currentStatus(tx, false),
    };
  }

  faultsOf(uuid: string): Fault[] {
    return [...(this.faults.get(uuid)?.values() ?? []), ...(uuid === '*' ? [] : (this.faults.get('*')?.values() ?? []))];
  }

  /** The fault of this kind for the transaction, or one set for every transaction ('*'). */
  private fault<K extends FaultName>(uuid: string, kind: K): Extract<Fault, { fault: K }> | undefined {
    return (this.faults.get(uuid)?.get(kind) ?? this.faults.get('*')?.get(kind)) as Extract<Fault, { fault: K }> | undefined;
  }

  private reportedTotal(tx: Transaction): bigint {
    const wrong = this.fault(tx.transactionUuid, 'wrong_amount');
    if (!wrong) return tx.totalPaisa;
    return (wrong.totalAmount !== undefined ? parseRupees(wrong.totalAmount) : null) ?? tx.totalPaisa + 100n;
  }

  /** `${url}?data=<base64 JSON>` signed as ePay signs its returns. */
  private returnUrl(tx: Transaction, url: string, status: EpayStatus): string {
    const fields: Record<string, string> = {
      transaction_code: tx.transactionCode ?? '',
      status,
      total_amount: epayAmount(this.reportedTotal(tx)),
      transaction_uuid: tx.transactionUuid,
      product_code: tx.productCode,
      signed_field_names: RETURN_SIGNED_FIELDS,
    };
    let signature = signFields(this.secret, fields, RETURN_SIGNED_FIELDS);
    if (this.fault(tx.transactionUuid, 'bad_return_signature')) signature = signFields(`${this.secret}-not`, fields, RETURN_SIGNED_FIELDS);
    const data = Buffer.from(JSON.stringify({ ...fields, signature }), 'utf8').toString('base64');
    return `${url}${url.includes('?') ? '&' : '?'}data=${encodeURIComponent(data)}`;
  }
}

/** ePay's reference: 7 characters, digits and capitals (e.g. 000AWEO). */
function transactionCode(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...randomBytes(7)].map((b) => alphabet[b % alphabet.length]).join('');
}
