import { containsPattern } from '../../../core/db/sql.js';
import { catalogJoin } from '../../catalog/index.js';
import { clock } from '../../../core/clock/clock.js';
import type { ResourceOptions } from 'adminjs';
import { definePanelResource, formValue, type PanelProperty, type PanelRow } from '../../../core/panel/resource-spec.js';
import { panelForm, panelReads } from '../../../core/panel/panel-reads.js';
import { CreateDealDto, UpdateDealDto } from './deal.dto.js';
import { isLive, toDeal } from './deal-queries.js';
import { deals } from './deals.service.js';
import { restoreAction } from '../../../core/panel/restore-action.js';

/*
 * Deals in the admin panel: listed by name with their state (live, scheduled, ended, inactive, deleted) and
 * discount in percent, edited with pickers by name (products, categories by their path, brands); every write goes
 * through the deals service, with its rules (window, scope, 404 on an unknown record).
 */

export const DEAL_STATES = ['live', 'scheduled', 'ended', 'inactive', 'deleted'] as const;
type DealState = (typeof DEAL_STATES)[number];

function stateOf(r: { isActive: boolean; deletedAt: Date | null; startsAt: Date; endsAt: Date }, nowMs: number): DealState {
  if (r.deletedAt) return 'deleted';
  if (!r.isActive) return 'inactive';
  if (isLive(r, nowMs)) return 'live';
  return new Date(r.startsAt).getTime() > nowMs ? 'scheduled' : 'ended';
}

const SCOPE_SQL = (table: string, entityJoin: string) => `ARRAY(SELECT e.public_id::text FROM ${table} x ${entityJoin} WHERE x.deal_id = t.id ORDER BY e.id)`;

const dealReads = panelReads({
  select: `SELECT t.id, t.public_id AS "publicId", t.name, t.discount_bps AS "discountBps", t.starts_at AS "startsAt", t.ends_at AS "endsAt",
                  t.is_active AS "isActive", t.created_at AS "createdAt", t.updated_at AS "updatedAt", t.deleted_at AS "deletedAt",
                  ${SCOPE_SQL('deal_products', 'JOIN products e ON e.id = x.product_id')} AS "productPublicIds",
                  ${SCOPE_SQL('deal_categories', catalogJoin('category', 'e', 'x.category_id'))} AS "categoryPublicIds",
                  ${SCOPE_SQL('deal_brands', catalogJoin('brand', 'e', 'x.brand_id'))} AS "brandPublicIds"
             FROM deals t`,
  countFrom: 'FROM deals t',
  sortable: {
    name: 'lower(t.name)',
    discountBps: 't.discount_bps',
    startsAt: 't.starts_at',
    endsAt: 't.ends_at',
    createdAt: 't.created_at',
    updatedAt: 't.updated_at',
  },
  defaultSort: 'name',
  softDeleted: true,
  filters: {
    name: (v, p) => `t.name ILIKE ${p(containsPattern(v))}`,
    isActive: (v) => (v === 'true' ? 't.is_active' : 'NOT t.is_active'),
    state: (v, p) => {
      const now = p(clock.now());
      const states: Record<string, string> = {
        live: `t.is_active AND t.starts_at <= ${now} AND ${now} < t.ends_at`,
        scheduled: `t.is_active AND t.starts_at > ${now}`,
        ended: `t.is_active AND t.ends_at <= ${now}`,
        inactive: 'NOT t.is_active',
      };
      return states[v] ?? 'FALSE';
    },
  },
  toRow: (r): PanelRow => ({ ...toDeal(r), id: r.publicId, state: stateOf(r, clock.nowMs()) }),
});

const refetch = async (publicId: string) => (await dealReads.findMany([publicId]))[0]!;

/** An AdminJS datetime value (a Date's JSON text, or a Date) as the instant text the DTO takes. */
function instant(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  return formValue.optional(v);
}

/** A picker's ids; on an edit, absent leaves the list as it is (a list given replaces the stored one). */
const ids = (v: unknown) => (v === undefined ? undefined : formValue.list(v));

const dealInput = (p: Record<string, unknown>) => ({
  name: formValue.optional(p.name),
  discountBps: panelForm.int(p.discountBps),
  startsAt: instant(p.startsAt),
  endsAt: instant(p.endsAt),
  isActive: panelForm.bool(p.isActive),
  productPublicIds: ids(p.productPublicIds),
  categoryPublicIds: ids(p.categoryPublicIds),
  brandPublicIds: ids(p.brandPublicIds),
});

const DEAL_PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'name', isTitle: true, isSortable: true },
  {
    path: 'state',
    availableValues: [...DEAL_STATES],
    tones: { live: 'green', scheduled: 'blue', ended: 'grey', inactive: 'amber', deleted: 'red' },
    isEditable: false,
  },
  { path: 'discountBps', percent: true, isSortable: true, defaultValue: 1000 },
  { path: 'startsAt', type: 'datetime', isSortable: true },
  { path: 'endsAt', type: 'datetime', isSortable: true },
  { path: 'isActive', type: 'boolean', defaultValue: true },
  { path: 'productPublicIds', isArray: true, reference: 'Products' },
  { path: 'categoryPublicIds', isArray: true, reference: 'Categories' },
  { path: 'brandPublicIds', isArray: true, reference: 'Brands' },
  { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
  { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
  { path: 'deletedAt', type: 'datetime', isEditable: false },
  { path: 'deleted', type: 'boolean', isEditable: false },
];

const DEAL_OPTIONS: ResourceOptions = {
  navigation: { name: 'Products', icon: 'Package' },
  sort: { sortBy: 'name', direction: 'asc' },
  listProperties: ['name', 'state', 'discountBps', 'startsAt', 'endsAt', 'isActive'],
  showProperties: [
    'name',
    'state',
    'discountBps',
    'startsAt',
    'endsAt',
    'isActive',
    'productPublicIds',
    'categoryPublicIds',
    'brandPublicIds',
    'createdAt',
    'updatedAt',
    'deletedAt',
  ],
  editProperties: ['name', 'discountBps', 'startsAt', 'endsAt', 'isActive', 'productPublicIds', 'categoryPublicIds', 'brandPublicIds'],
  filterProperties: ['name', 'state', 'isActive', 'deleted'],
  properties: {
    discountBps: { description: 'Percent, 0.01 to 90, e.g. 15 or 12.5' },
    productPublicIds: { description: 'Products the deal covers' },
    categoryPublicIds: { description: 'Categories the deal covers, each with its whole subtree' },
    brandPublicIds: { description: 'Brands the deal covers (at least one product, category or brand in all)' },
  },
  translations: {
    en: {
      properties: {
        discountBps: 'Discount',
        startsAt: 'Starts at',
        endsAt: 'Ends at',
        isActive: 'Active',
        productPublicIds: 'Products',
        categoryPublicIds: 'Categories',
        brandPublicIds: 'Brands',
        deleted: 'Deleted',
      },
    },
  },
};

/** Deals, written through the deals service. */
export function dealsResource() {
  return definePanelResource({
    id: 'Deals',
    module: 'Deals',
    properties: DEAL_PROPERTIES,
    options: DEAL_OPTIONS,
    ...dealReads,
    create: {
      dto: CreateDealDto,
      input: dealInput,
      run: async (dto: CreateDealDto) => refetch((await deals.create(dto)).publicId),
    },
    update: {
      dto: UpdateDealDto,
      input: dealInput,
      run: async (publicId, dto: UpdateDealDto) => {
        await deals.update(publicId, dto);
        return refetch(publicId);
      },
    },
    errorFields: { DEAL_DATE_INVALID: 'endsAt', DEAL_SCOPE_REQUIRED: 'productPublicIds' },
    remove: (publicId) => deals.remove(publicId),
    recordActions: {
      restore: restoreAction('deal', async (publicId) => {
        await deals.restore(publicId);
        return refetch(publicId);
      }),
    },
  });
}
