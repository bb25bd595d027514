import { clock } from '../../core/clock/clock.js';
import { signedInActor } from '../../core/context/request-context.js';
import { withTransaction, repo } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { recordActivity, SqlList } from '../../core/lifecycle/index.js';
import { attemptStore } from './attempt-store.js';
import { PaymentAttempt } from './entities/payment-attempt.entity.js';
import { PaymentErrors as E } from './errors.js';
import { adminPaymentView, type AdminPaymentDetail, type AdminPaymentView } from './mappers.js';
import { businessStatusSql, type BusinessStatus } from './statuses.js';
import { recordEvent, timelineOf } from './timeline.js';

export const PAYMENT_SORTABLE = ['createdAt', 'updatedAt', 'amount', 'expiresAt'] as const;
const SORT_COLUMN: Record<(typeof PAYMENT_SORTABLE)[number], string> = {
  createdAt: 'a.created_at',
  updatedAt: 'a.updated_at',
  amount: 'a.amount',
  expiresAt: 'a.expires_at',
};

/** Validated by the DTO (PaymentListQuery) or the panel before they get here. */
export interface PaymentListFilters {
  status?: string;
  method?: string;
  customerId?: string;
  checkoutId?: string;
  minAmount?: number;
  maxAmount?: number;
  awaitingReconciliation?: boolean;
  page?: number;
  size?: number;
  sortBy?: string;
  order?: 'asc' | 'desc';
}

/** The rows a filter set selects (shared by the admin route and the panel). */
export function paymentList(f: PaymentListFilters): SqlList<{ publicId: string }> {
  const list = new SqlList<{ publicId: string }>({ select: `SELECT a.public_id AS "publicId" FROM payment_attempts a`, countFrom: 'FROM payment_attempts a' });
  if (f.status) list.where(businessStatusSql(f.status as BusinessStatus, () => list.param(clock.now())));
  if (f.method) list.where(`a.method = ${list.param(f.method)}`);
  if (f.customerId) list.where(`a.customer_id = ${list.param(f.customerId.toLowerCase())}::uuid`);
  if (f.checkoutId) list.where(`a.checkout_id = ${list.param(f.checkoutId.toLowerCase())}::uuid`);
  if (f.minAmount !== undefined) list.where(`a.amount >= ${list.param(f.minAmount)}`);
  if (f.maxAmount !== undefined) list.where(`a.amount <= ${list.param(f.maxAmount)}`);
  if (f.awaitingReconciliation === true) list.where('a.reconciliation_flagged_at IS NOT NULL AND a.reconciliation_resolved_at IS NULL');
  if (f.awaitingReconciliation === false) list.where('NOT (a.reconciliation_flagged_at IS NOT NULL AND a.reconciliation_resolved_at IS NULL)');
  return list;
}

/** Reads the attempts of a page in the page's order. */
export async function attemptsByIds(ids: string[]): Promise<PaymentAttempt[]> {
  if (!ids.length) return [];
  const rows = await repo(PaymentAttempt).createQueryBuilder('a').where('a.public_id = ANY(:ids)', { ids }).getMany();
  const byId = new Map(rows.map((r) => [r.publicId, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is PaymentAttempt => Boolean(r));
}

/** Admin payments (spec 03 "Payments", admin surface): list, detail with the timeline, resolve. No route moves money. */
export class AdminPaymentsService {
  async list(f: PaymentListFilters): Promise<{ rows: AdminPaymentView[]; count: number; page: number; size: number; paginated: boolean }> {
    const l = resolveList({ page: f.page, size: f.size, sort: f.sortBy, order: f.order }, PAYMENT_SORTABLE, 'createdAt');
    const { rows, count } = await paymentList(f).offsetPage(l, `${SORT_COLUMN[l.sort]} ${l.order}, a.id ${l.order}`);
    const attempts = await attemptsByIds(rows.map((r) => r.publicId));
    return { rows: await Promise.all(attempts.map(adminPaymentView)), count, page: l.page, size: l.size, paginated: l.paginated };
  }

  async detail(id: string): Promise<AdminPaymentDetail> {
    const a = await attemptStore.find(id);
    if (!a) throw E.PAYMENT_ATTEMPT_NOT_FOUND();
    return { ...(await adminPaymentView(a)), timeline: await timelineOf(a.id) };
  }

  /**
   * Records a decision on a flagged case: the case leaves the queue; status, amount and outcome stay as
   * they are. Not flagged, or already resolved: 400 PAYMENT_RESOLUTION_NOT_APPLICABLE.
   */
  resolve(id: string, note: string): Promise<AdminPaymentDetail> {
    return withTransaction(async () => {
      const a = await attemptStore.lock(id);
      if (!a) throw E.PAYMENT_ATTEMPT_NOT_FOUND();
      if (!a.reconciliationFlaggedAt || a.reconciliationResolvedAt)
        throw E.PAYMENT_RESOLUTION_NOT_APPLICABLE({ flagged: Boolean(a.reconciliationFlaggedAt), resolved: Boolean(a.reconciliationResolvedAt) });
      const admin = signedInActor().publicId;
      await attemptStore.patch(a, { reconciliationResolvedAt: clock.now(), reconciliationResolvedBy: admin, reconciliationNote: note });
      await recordEvent(a.id, 'reconciliation_resolved', { from: a.status, to: a.status }, { by: admin, note });
      await recordActivity('resolve', 'payment', a.publicId);
      return this.detail(a.publicId);
    });
  }
}
