import { containsPattern } from '../../../core/db/sql.js';
import { panelReads } from '../../../core/panel/panel-reads.js';
import { definePanelResource, type PanelRow } from '../../../core/panel/resource-spec.js';
import { productJoin } from '../../products/index.js';
import { REPORT_REASONS, REPORT_STATUSES } from '../entities/review-report.entity.js';
import { reviews } from '../reviews-context.js';

/* Review reports in the panel (module Reviews): open first, then newest; Dismiss calls the same service as the route. */

const FROM = `FROM review_reports t JOIN reviews r ON r.id = t.review_id ${productJoin('p', 'r.product_id')}
  JOIN accounts_user_names u ON u.public_id = t.reporter_public_id`;
const SELECT = `
  SELECT t.id, t.public_id::text AS "publicId", r.public_id::text AS "reviewId", p.name AS "productName", r.status AS "reviewStatus",
         u.name AS "reporterName", u.email AS "reporterEmail", t.reason, t.note, t.status, t.created_at AS "createdAt", t.closed_at AS "closedAt"
  ${FROM}`;

const reads = panelReads({
  select: SELECT,
  countFrom: FROM,
  sortable: { queue: `(t.status = 'open') DESC, t.created_at`, createdAt: 't.created_at' },
  defaultSort: 'queue',
  filters: {
    status: (v, p) => `t.status = ${p(v)}`,
    reason: (v, p) => `t.reason = ${p(v)}`,
    product: (v, p) => `p.name ILIKE ${p(containsPattern(v))}`,
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    title: `Report on ${r.productName}`,
    reviewId: r.reviewId,
    productName: r.productName,
    reviewStatus: r.reviewStatus,
    reporter: `${r.reporterName ?? ''} <${r.reporterEmail ?? ''}>`,
    reason: r.reason,
    note: r.note ?? '',
    status: r.status,
    createdAt: r.createdAt,
    closedAt: r.closedAt,
  }),
});

export function reviewReportsPanel() {
  return definePanelResource({
    id: 'ReviewReports',
    module: 'Reviews',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'title', isTitle: true, isEditable: false },
      { path: 'reviewId', reference: 'Reviews', isEditable: false },
      { path: 'productName', isEditable: false },
      { path: 'product', isEditable: false },
      { path: 'reviewStatus', isEditable: false },
      { path: 'reporter', isEditable: false },
      { path: 'reason', availableValues: [...REPORT_REASONS], isEditable: false },
      { path: 'note', type: 'textarea', isEditable: false },
      { path: 'status', availableValues: [...REPORT_STATUSES], isEditable: false },
      { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
      { path: 'closedAt', type: 'datetime', isEditable: false },
      { path: 'queue', isSortable: true, isEditable: false },
    ],
    options: {
      navigation: { name: 'Catalog', icon: 'Flag' },
      sort: { sortBy: 'queue', direction: 'desc' },
      listProperties: ['productName', 'reporter', 'reason', 'status', 'reviewStatus', 'createdAt'],
      showProperties: ['reviewId', 'productName', 'reviewStatus', 'reporter', 'reason', 'note', 'status', 'createdAt', 'closedAt'],
      filterProperties: ['status', 'reason', 'product'],
      translations: {
        en: {
          labels: { ReviewReports: 'Review reports' },
          properties: { reviewId: 'Review', productName: 'Product', reviewStatus: 'Review status', closedAt: 'Closed at', queue: 'Queue (open first)' },
        },
      },
    },
    ...reads,
    recordActions: {
      dismiss: {
        permission: 'UPDATE',
        label: 'Dismiss',
        confirm: 'Dismiss the report: the review stays as it is.',
        isVisible: (row) => row.status === 'open',
        run: async (id) => void (await reviews.reports.dismiss(id)),
        successMessage: 'Report dismissed',
      },
    },
  });
}
