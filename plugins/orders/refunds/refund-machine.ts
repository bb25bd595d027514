import { defineStateMachine, stateTable } from '../../../core/lifecycle/index.js';

export const REFUND_STATUSES = ['pending', 'approved', 'settled', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The refund statuses whose money counts against what was paid (the deferred trigger's "live"). */
export const LIVE_REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'approved', 'settled'];

/** `status IN (...)` of the live statuses, for the SQL that sums live refunds. */
export const LIVE_REFUND_SQL = `IN (${LIVE_REFUND_STATUSES.map((s) => `'${s}'`).join(', ')})`;

export const REFUND_METHODS = ['gateway_reversal', 'bank_transfer', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * Spec 03 "Return and refund": created pending -> approve (method chosen) -> settle (reference recorded); reject
 * from pending only, so an approved refund can never be rejected.
 */
export const REFUND_MACHINE = defineStateMachine({
  name: 'order_refund',
  states: REFUND_STATUSES,
  moves: {
    approve: { from: ['pending'], to: 'approved' },
    settle: { from: ['approved'], to: 'settled' },
    reject: { from: ['pending'], to: 'rejected' },
  },
});
export type RefundMove = keyof typeof REFUND_MACHINE.moves;

/** The refunds table's moves (the caller holds the order's lock and the refund's, and writes the timeline). */
export const refundRows = stateTable({ machine: REFUND_MACHINE, table: 'order_refunds' });
