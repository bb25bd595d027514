import { defineStateMachine, stateTable } from '../../../core/lifecycle/index.js';

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'inspected', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Issue 21: requested -> approved | rejected (the admin's decision); approved -> received -> inspected;
 * requested -> cancelled (the customer). Every other step is 409 ORDER_RETURN_TRANSITION_NOT_ALLOWED.
 */
export const RETURN_MACHINE = defineStateMachine({
  name: 'order_return',
  states: RETURN_STATUSES,
  moves: {
    approve: { from: ['requested'], to: 'approved' },
    reject: { from: ['requested'], to: 'rejected' },
    receive: { from: ['approved'], to: 'received' },
    inspect: { from: ['received'], to: 'inspected' },
    cancel: { from: ['requested'], to: 'cancelled' },
  },
});
export type ReturnMove = keyof typeof RETURN_MACHINE.moves;

/** The returns table's moves (the caller holds the order's lock and the return's). */
export const returnRows = stateTable({ machine: RETURN_MACHINE, table: 'order_returns' });
