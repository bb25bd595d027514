import { IsIn, IsUUID } from 'class-validator';
import { IsMoney } from '../../../core/db/money.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToInt } from '../../../core/http/transforms.js';
import { Instant, Optional } from '../../../core/http/validators.js';
import { ORDER_STATUSES } from '../entities/order.entity.js';

/** The standard sort fields of the order lists. */
export const ORDER_SORTABLE = ['createdAt', 'updatedAt', 'grandTotal', 'orderNumber'] as const;
export type OrderSort = (typeof ORDER_SORTABLE)[number];

/** GET /api/mobile/orders: my orders, filtered by status and creation date (both bounds inclusive). */
export class MyOrdersQuery extends ListQuery {
  /** one of the nine order statuses (typed as text: a union type would make the query parser expect JSON) */
  @Optional()
  @IsIn(ORDER_STATUSES)
  status?: string;

  @Optional()
  @Instant()
  createdFrom?: string;

  @Optional()
  @Instant()
  createdTo?: string;
}

/** The COD cash queue filter: `outstanding` = COD orders delivered or completed with no cash counted, `collected` = counted. */
export const COD_STATES = ['outstanding', 'collected'] as const;

/** GET /api/orders: every order, filtered by status, customer, creation date, grand total (bounds inclusive) and COD cash state. */
export class AdminOrdersQuery extends MyOrdersQuery {
  @Optional()
  @IsUUID()
  customerId?: string;

  @Optional()
  @ToInt()
  @IsMoney()
  minTotal?: number;

  @Optional()
  @ToInt()
  @IsMoney()
  maxTotal?: number;

  @Optional()
  @IsIn(COD_STATES)
  codState?: string;
}
