import { defineTopic } from '../../core/jobs/topics.js';

export interface CustomerDeletedPayload {
  /** the customer's public id (the row stays, anonymised) */
  customerId: string;
  deletedAt: string;
}

/** Published when a customer's deletion completes, in the transaction that anonymises the account. */
export const CUSTOMER_DELETED = defineTopic<CustomerDeletedPayload>('accounts.customer.deleted');
