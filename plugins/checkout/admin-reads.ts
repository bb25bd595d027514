import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { resolveList } from '../../core/http/list-query.js';
import { SqlList } from '../../core/lifecycle/index.js';
import { toMinorUnits } from '../../core/db/money.js';
import { SESSION_SORTABLE, type SessionListQuery } from './dto/checkout.dto.js';
import type { CheckoutSession, SessionStatus } from './entities/checkout-session.entity.js';
import { CheckoutErrors as E } from './errors.js';
import { SESSION_EXPIRY } from './session-machine.js';
import { sessionStore } from './session-store.js';
import type { CheckoutSessionView } from './session-view.js';
import { viewOf } from './view-loader.js';

export interface SessionCustomer {
  id: string;
  name: string;
  email: string;
}

export interface AdminSessionListItem {
  id: string;
  customer: SessionCustomer;
  status: SessionStatus;
  itemCount: number;
  subtotal: number;
  discountAmount: number;
  shippingAmount: number;
  shippingDiscountAmount: number;
  grandTotal: number;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminSessionView extends CheckoutSessionView {
  customer: SessionCustomer;
  createdAt: Date;
  updatedAt: Date;
  settlement: { attemptId: string; method: string; amount: number; settledAt: Date } | null;
  closure: { closedAt: Date; by: 'customer' | 'admin' | 'sweep'; adminId: string | null } | null;
  completion: { completedAt: Date; shortVariants: string[]; message: string | null } | null;
}

/** The status as read, in SQL (the expiry read predicate; `$now` bound by the caller). */
export const readStatusSql = (now: string) => SESSION_EXPIRY.sql('s', now);
const SORT_COLUMN: Record<(typeof SESSION_SORTABLE)[number], string> = {
  createdAt: 's.created_at',
  updatedAt: 's.updated_at',
  expiresAt: 's.expires_at',
  grandTotal: 's.grand_total',
};
const FROM = `FROM checkout_sessions s JOIN accounts_user_names u ON u.public_id = s.customer_public_id`;
const LIST_SELECT = `SELECT s.public_id::text AS id, u.public_id::text AS "customerId", u.name AS "customerName", u.email AS "customerEmail",
    ${readStatusSql('$1')} AS status, (SELECT count(*)::int FROM checkout_session_lines x WHERE x.session_id = s.id) AS "itemCount",
    s.subtotal, s.discount_amount AS "discountAmount", s.shipping_amount AS "shippingAmount",
    s.shipping_discount_amount AS "shippingDiscountAmount", s.grand_total AS "grandTotal",
    s.expires_at AS "expiresAt", s.created_at AS "createdAt", s.updated_at AS "updatedAt" ${FROM}`;

async function customerOf(publicId: string): Promise<SessionCustomer> {
  const [row] = await sqlRows<SessionCustomer>(`SELECT public_id::text AS id, name, email FROM accounts_user_names WHERE public_id = $1`, [publicId]);
  return row ?? { id: publicId, name: '', email: '' };
}

/** What the admin routes and the panel read. */
export const adminReads = {
  /** GET /api/checkout/sessions: filters bound, sort from the allowlist, offset paging. */
  async list(q: SessionListQuery): Promise<{ rows: AdminSessionListItem[]; count: number; list: ReturnType<typeof resolveList> }> {
    const l = resolveList(q, SESSION_SORTABLE, 'createdAt');
    // the clock is the list's first parameter ($1): the status as read depends on it
    const list = new SqlList<any>({ select: LIST_SELECT });
    const now = list.param(clock.now());
    if (q.status) list.where(`${readStatusSql(now)} = ${list.param(q.status)}`);
    if (q.customerId) list.where(`s.customer_public_id = ${list.param(q.customerId.toLowerCase())}`);
    if (q.createdFrom) list.where(`s.created_at >= ${list.param(new Date(q.createdFrom))}`);
    if (q.createdTo) list.where(`s.created_at <= ${list.param(new Date(q.createdTo))}`);
    if (q.minTotal !== undefined) list.where(`s.grand_total >= ${list.param(q.minTotal)}`);
    if (q.maxTotal !== undefined) list.where(`s.grand_total <= ${list.param(q.maxTotal)}`);
    const { rows, count } = await list.offsetPage(l, `${SORT_COLUMN[l.sort]} ${l.order}, s.id ${l.order}`);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
        status: r.status,
        itemCount: r.itemCount,
        subtotal: toMinorUnits(r.subtotal),
        discountAmount: toMinorUnits(r.discountAmount),
        shippingAmount: toMinorUnits(r.shippingAmount),
        shippingDiscountAmount: toMinorUnits(r.shippingDiscountAmount),
        grandTotal: toMinorUnits(r.grandTotal),
        expiresAt: r.expiresAt,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      })),
      count,
      list: l,
    };
  },

  /** GET /api/checkout/sessions/{id} */
  async detail(publicId: string): Promise<AdminSessionView> {
    const s = await sessionStore.byPublicId(publicId);
    if (!s) throw E.CHECKOUT_SESSION_NOT_FOUND();
    return this.ofSession(s);
  },

  async ofSession(s: CheckoutSession): Promise<AdminSessionView> {
    const [view, customer] = await Promise.all([viewOf(s), customerOf(s.customerPublicId)]);
    return {
      ...view,
      customer,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      settlement:
        s.settledAttemptId && s.settledMethod && s.settledAmount !== null && s.settledAt
          ? { attemptId: s.settledAttemptId, method: s.settledMethod, amount: s.settledAmount, settledAt: s.settledAt }
          : null,
      closure: s.closedAt && s.closedBy ? { closedAt: s.closedAt, by: s.closedBy, adminId: s.closedByAdminId } : null,
      completion: s.completedAt ? { completedAt: s.completedAt, shortVariants: s.shortVariantIds, message: s.completionMessage } : null,
    };
  },
};
