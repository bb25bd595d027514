import type { EpayStatus, Fault } from './faults.js';

/** One payment as the simulated gateway remembers it (the form's strings kept exactly as received). */
export interface Transaction {
  transactionUuid: string;
  productCode: string;
  amount: string;
  taxAmount: string;
  productServiceCharge: string;
  productDeliveryCharge: string;
  totalAmount: string;
  totalPaisa: bigint;
  successUrl: string;
  failureUrl: string;
  /** initiated: form shown, nothing chosen; pending: paid but not confirmed (delayed_confirmation) */
  state: 'initiated' | 'pending' | 'complete' | 'canceled' | 'full_refund' | 'partial_refund';
  transactionCode: string | null;
  /** status API calls answered for this transaction */
  statusChecks: number;
  /** a delayed or ambiguous confirmation let through by the `release` control */
  released: boolean;
  /** the last redirect the browser was given */
  lastReturn: string | null;
  returns: ReturnDelivery[];
  createdAt: Date;
}

/** A return URL fetched by the simulator itself (a duplicated or replayed return). */
export interface ReturnDelivery {
  kind: 'duplicate' | 'replay';
  url: string;
  at: Date;
  httpStatus: number | null;
  error: string | null;
}

/** What GET /__control/transactions/{uuid} and `transaction(uuid)` show. */
export interface TransactionView extends Omit<Transaction, 'totalPaisa' | 'createdAt' | 'returns'> {
  createdAt: string;
  returns: (Omit<ReturnDelivery, 'at'> & { at: string })[];
  faults: Fault[];
  /** what the status API would answer now, without counting a check (null during an outage) */
  currentStatus: EpayStatus | null;
}
