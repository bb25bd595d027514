import { defineStateMachine, stateTable } from '../../core/lifecycle/index.js';
import { REVIEW_STATUSES } from './entities/review.entity.js';

/**
 * Spec 02 "Review" with the names: submitted reviews are published at once; an edit of a published (or a
 * pending) review makes it pending; approve from pending only; reject from pending or published; hide from
 * published. Withdrawal and restore change deletedAt only (review-moves.ts), the status is kept.
 */
export const REVIEW_MACHINE = defineStateMachine({
  name: 'review',
  states: REVIEW_STATUSES,
  moves: {
    edit: { from: ['published', 'pending'], to: 'pending' },
    approve: { from: ['pending'], to: 'published' },
    reject: { from: ['pending', 'published'], to: 'rejected' },
    hide: { from: ['published'], to: 'hidden' },
  },
});
export type ReviewMove = keyof typeof REVIEW_MACHINE.moves;

/** The reviews table's moves (the caller holds the review's row lock: review-lock.ts). */
export const reviewRows = stateTable({ machine: REVIEW_MACHINE, table: 'reviews' });
