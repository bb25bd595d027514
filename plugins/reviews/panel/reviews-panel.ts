import { containsPattern } from '../../../core/db/sql.js';
import { panelReads } from '../../../core/panel/panel-reads.js';
import { definePanelResource, type PanelRecordAction, type PanelRow } from '../../../core/panel/resource-spec.js';
import { restoreAction } from '../../../core/panel/restore-action.js';
import { idsIn, timelineProperty, timelineRows } from '../../../core/panel/timeline.js';
import { userLabels } from '../../accounts/index.js';
import { productJoin } from '../../products/index.js';
import { ModerationReasonDto } from '../dto/review.dto.js';
import { REVIEW_STATUSES } from '../entities/review.entity.js';
import { REVIEW_MACHINE } from '../review-machine.js';
import { reviews } from '../reviews-context.js';

/*
 * Reviews in the panel (module Reviews): the moderation queue, pending first then newest, with the product, the
 * author, the rating, the status and the open reports; a record shows its text and timeline, and offers approve,
 * reject and hide (with a reason) and restore through the same service as /api/admin/reviews.
 */

const OPEN_REPORTS = `(SELECT count(*)::int FROM review_reports rr WHERE rr.review_id = t.id AND rr.status = 'open')`;
const FROM = `FROM reviews t ${productJoin('p', 't.product_id')} JOIN accounts_user_names u ON u.public_id = t.customer_public_id`;
const SELECT = `
  SELECT t.id, t.public_id::text AS "publicId", p.public_id::text AS "productId", p.name AS "productName", u.name AS "customerName",
         u.email AS "customerEmail", t.customer_public_id::text AS "customerId", t.rating::int AS rating, t.title, t.body, t.status,
         t.moderation_reason AS "moderationReason", ${OPEN_REPORTS} AS "openReports", t.deleted_at AS "deletedAt", t.created_at AS "createdAt"
  ${FROM}`;

const reads = panelReads({
  select: SELECT,
  countFrom: FROM,
  sortable: { queue: `(t.status = 'pending') DESC, t.created_at`, createdAt: 't.created_at', rating: 't.rating', openReports: OPEN_REPORTS },
  defaultSort: 'queue',
  softDeleted: true,
  filters: {
    status: (v, p) => `t.status = ${p(v)}`,
    rating: (v, p) => (/^[1-5]$/.test(v) ? `t.rating = ${p(Number(v))}` : 'FALSE'),
    product: (v, p) => `p.name ILIKE ${p(containsPattern(v))}`,
    customer: (v, p) => `(u.name ILIKE ${p(containsPattern(v))} OR u.email ILIKE ${p(containsPattern(v))})`,
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    title: `${'★'.repeat(r.rating)} ${r.productName}`,
    productName: r.productName,
    customer: `${r.customerName ?? ''} <${r.customerEmail ?? ''}>`,
    customerId: r.customerId,
    rating: r.rating,
    status: r.status,
    reviewTitle: r.title ?? '',
    body: r.body,
    moderationReason: r.moderationReason ?? '',
    openReports: r.openReports,
    deletedAt: r.deletedAt,
    createdAt: r.createdAt,
  }),
});

/** The record's page adds its timeline, people named. */
async function withTimeline(row: PanelRow): Promise<PanelRow> {
  const events = await reviews.moderation.events(String(row.id));
  const shown = events.map((e) => ({
    at: e.createdAt,
    event: e.type.replace(/\./g, '_'),
    from: e.fromStatus,
    to: e.toStatus,
    detail: { reason: e.reason, by: e.actorId },
  }));
  return { ...row, timeline: timelineRows(shown, await userLabels(idsIn(shown))) };
}

const live = (row: Record<string, unknown>) => !row.deletedAt;
const reasonField = (label: string) => ({ name: 'reason', label, type: 'textarea' as const, required: true });
const reasonForm = { dto: ModerationReasonDto, input: (p: Record<string, unknown>) => ({ reason: typeof p.reason === 'string' ? p.reason : '' }) };

const REVIEW_ACTIONS: Record<string, PanelRecordAction> = {
  approve: {
    permission: 'UPDATE',
    label: 'Approve',
    confirm: 'Publish the review again: it counts in the product rating.',
    isVisible: (row) => live(row) && REVIEW_MACHINE.can(row.status as never, 'approve'),
    run: async (id) => void (await reviews.moderation.approve(id)),
    successMessage: 'Review approved',
  },
  reject: {
    permission: 'UPDATE',
    label: 'Reject',
    isVisible: (row) => live(row) && REVIEW_MACHINE.can(row.status as never, 'reject'),
    fields: [reasonField('Why the review is rejected (3 to 500 characters)')],
    form: reasonForm,
    run: async (id, dto: ModerationReasonDto) => void (await reviews.moderation.reject(id, dto.reason)),
    successMessage: 'Review rejected',
  },
  hide: {
    permission: 'UPDATE',
    label: 'Hide',
    isVisible: (row) => live(row) && REVIEW_MACHINE.can(row.status as never, 'hide'),
    fields: [reasonField('Why the review is hidden (3 to 500 characters)')],
    form: reasonForm,
    run: async (id, dto: ModerationReasonDto) => void (await reviews.moderation.hide(id, dto.reason)),
    successMessage: 'Review hidden',
  },
  restore: restoreAction('review', async (id) => void (await reviews.moderation.restore(id))),
};

export function reviewsPanel() {
  return definePanelResource({
    id: 'Reviews',
    module: 'Reviews',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'title', isTitle: true, isEditable: false },
      { path: 'productName', isEditable: false },
      { path: 'product', isEditable: false },
      { path: 'customer', isEditable: false },
      { path: 'customerId', reference: 'Customers', isEditable: false },
      { path: 'rating', type: 'number', availableValues: ['1', '2', '3', '4', '5'], isSortable: true, isEditable: false },
      { path: 'status', availableValues: [...REVIEW_STATUSES], isSortable: true, isEditable: false },
      { path: 'openReports', type: 'number', isSortable: true, isEditable: false },
      { path: 'reviewTitle', isEditable: false },
      { path: 'body', type: 'textarea', isEditable: false },
      { path: 'moderationReason', isEditable: false },
      timelineProperty(),
      { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
      { path: 'deletedAt', type: 'datetime', isEditable: false },
      { path: 'deleted', type: 'boolean', isEditable: false },
      { path: 'queue', isSortable: true, isEditable: false },
    ],
    options: {
      navigation: { name: 'Catalog', icon: 'Star' },
      sort: { sortBy: 'queue', direction: 'desc' },
      listProperties: ['productName', 'customer', 'rating', 'status', 'openReports', 'createdAt'],
      showProperties: [
        'productName',
        'customer',
        'customerId',
        'rating',
        'status',
        'reviewTitle',
        'body',
        'moderationReason',
        'openReports',
        'timeline',
        'createdAt',
        'deletedAt',
      ],
      filterProperties: ['status', 'rating', 'product', 'customer', 'deleted'],
      translations: {
        en: {
          labels: { Reviews: 'Reviews' },
          properties: {
            productName: 'Product',
            customerId: 'Customer account',
            openReports: 'Open reports',
            reviewTitle: 'Title',
            moderationReason: 'Moderation reason',
            deleted: 'Withdrawn',
            deletedAt: 'Withdrawn at',
            queue: 'Queue (pending first)',
          },
        },
      },
    },
    ...reads,
    detail: withTimeline,
    recordActions: REVIEW_ACTIONS,
  });
}
