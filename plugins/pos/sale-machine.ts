import { defineStateMachine, stateTable } from '../../core/lifecycle/index.js';
import { SALE_STATUSES } from './entities/pos-sale.entity.js';

/** Spec 03 "POS sale": a draft completes into picked_up (pickup) or ordered (delivery), or is cancelled. */
export const SALE_MACHINE = defineStateMachine({
  name: 'pos_sale',
  states: SALE_STATUSES,
  moves: {
    complete_pickup: { from: ['draft'], to: 'picked_up' },
    complete_delivery: { from: ['draft'], to: 'ordered' },
    cancel: { from: ['draft'], to: 'cancelled' },
  },
});

/** pos_sales' moves: one conditional UPDATE each (the timeline entry is written by the caller with its details). */
export const saleRows = stateTable({ machine: SALE_MACHINE, table: 'pos_sales' });
