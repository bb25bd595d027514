import { entityColumnsSql } from '../../../core/db/entity-columns.js';
import { containsPattern } from '../../../core/db/sql.js';
import { catalogJoin } from '../../catalog/index.js';
import { productJoin } from '../../products/index.js';
import type { ResourceOptions } from 'adminjs';
import { formValue, type PanelProperty, type PanelRecordAction, type PanelRow } from '../../../core/panel/resource-spec.js';
import { statisticsView } from '../analytics/panel-stats.js';
import { banners } from '../banners-context.js';
import { CreateBannerDto, UpdateBannerDto } from '../dto/banner.dto.js';
import { Banner } from '../entities/banner.entity.js';
import { BANNER_SOURCES, SCHEDULE_STATUSES, TARGET_KINDS } from '../entities/enums.js';
import { toBanner } from '../mappers.js';
import { form, panelReads, withAllProperties } from './panel-rows.js';
import { restoreAction } from '../../../core/panel/restore-action.js';

const reads = panelReads({
  select: `SELECT ${entityColumnsSql(Banner, 't')}, tp.public_id AS "targetProductPublicId", tc.public_id AS "targetCategoryPublicId", tb.public_id AS "targetBrandPublicId"
             FROM banners t
             ${productJoin('tp', 't.target_product_id', 'LEFT JOIN')}
             ${catalogJoin('category', 'tc', 't.target_category_id', 'LEFT JOIN')}
             ${catalogJoin('brand', 'tb', 't.target_brand_id', 'LEFT JOIN')}`,
  countFrom: 'FROM banners t',
  sortable: { title: 'lower(t.title)', priority: 't.priority', publishAt: 't.publish_at', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'updatedAt',
  softDeleted: true,
  filters: {
    title: (v, p) => `(t.title ILIKE ${p(containsPattern(v))} OR t.headline ILIKE ${p(containsPattern(v))})`,
    scheduleStatus: (v, p) => `t.schedule_status = ${p(v)}`,
    isActive: (v) => (v === 'true' ? 't.is_active' : 'NOT t.is_active'),
    source: (v, p) => `t.source = ${p(v)}`,
  },
  toRow: (r): PanelRow => {
    const { targetProductId: _p, targetCategoryId: _c, targetBrandId: _b, ...row } = r;
    const b = toBanner({ ...row, id: undefined });
    return { ...b, id: b.publicId, mediaVariants: JSON.stringify(b.mediaVariants), deleted: !!b.deletedAt };
  },
});

const refetch = async (publicId: string) => (await reads.findMany([publicId]))[0]!;
const nullable = (v: unknown) => formValue.nullable(v);

const bannerInput = (p: Record<string, unknown>) => ({
  title: formValue.optional(p.title),
  description: nullable(p.description),
  source: formValue.optional(p.source),
  isActive: form.bool(p.isActive),
  primaryImageUrl: formValue.optional(p.primaryImageUrl),
  primaryImageAlt: nullable(p.primaryImageAlt),
  mobileImageUrl: nullable(p.mobileImageUrl),
  videoUrl: nullable(p.videoUrl),
  mediaVariants: formValue.json('mediaVariants', p.mediaVariants, {}, 2),
  headline: nullable(p.headline),
  subheadline: nullable(p.subheadline),
  ctaLabel: nullable(p.ctaLabel),
  ctaUrl: nullable(p.ctaUrl),
  ctaOpenNewTab: form.bool(p.ctaOpenNewTab),
  targetKind: nullable(p.targetKind),
  targetProductPublicId: nullable(p.targetProductPublicId),
  targetCategoryPublicId: nullable(p.targetCategoryPublicId),
  targetBrandPublicId: nullable(p.targetBrandPublicId),
  utmSource: nullable(p.utmSource),
  utmMedium: nullable(p.utmMedium),
  utmCampaign: nullable(p.utmCampaign),
  utmContent: nullable(p.utmContent),
  bgColor: nullable(p.bgColor),
  priority: form.int(p.priority),
  publishAt: form.instant(p.publishAt),
  expiresAt: form.instant(p.expiresAt),
  scheduleTimezone: formValue.optional(p.scheduleTimezone),
  recurrenceRule: nullable(p.recurrenceRule),
  recurrenceWindowStart: nullable(p.recurrenceWindowStart),
  recurrenceWindowEnd: nullable(p.recurrenceWindowEnd),
  isEvergreenFallback: form.bool(p.isEvergreenFallback),
  fallbackPlaceholderUrl: nullable(p.fallbackPlaceholderUrl),
  seoId: nullable(p.seoId),
});

const EDITABLE = [
  'title',
  'primaryImageUrl',
  'primaryImageAlt',
  'mobileImageUrl',
  'videoUrl',
  'mediaVariants',
  'headline',
  'subheadline',
  'description',
  'ctaLabel',
  'ctaUrl',
  'ctaOpenNewTab',
  'targetKind',
  'targetProductPublicId',
  'targetCategoryPublicId',
  'targetBrandPublicId',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'bgColor',
  'priority',
  'source',
  'isActive',
  'publishAt',
  'expiresAt',
  'scheduleTimezone',
  'recurrenceRule',
  'recurrenceWindowStart',
  'recurrenceWindowEnd',
  'isEvergreenFallback',
  'fallbackPlaceholderUrl',
  'seoId',
];

const BANNER_PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'title', isTitle: true, isSortable: true },
  { path: 'primaryImageUrl', image: true, thumbnail: true },
  { path: 'mobileImageUrl', image: true },
  {
    path: 'scheduleStatus',
    availableValues: [...SCHEDULE_STATUSES],
    tones: { evergreen: 'green', active: 'green', scheduled: 'blue', expired: 'grey' },
    isEditable: false,
  },
  { path: 'source', availableValues: [...BANNER_SOURCES], defaultValue: 'internal' },
  { path: 'targetKind', availableValues: [...TARGET_KINDS] },
  { path: 'targetProductPublicId', reference: 'Products' },
  { path: 'targetCategoryPublicId', reference: 'Categories' },
  { path: 'targetBrandPublicId', reference: 'Brands' },
  { path: 'seoId', reference: 'Seo' },
  { path: 'mediaVariants', type: 'textarea' },
  { path: 'description', type: 'textarea' },
  { path: 'isActive', type: 'boolean', defaultValue: true },
  { path: 'ctaOpenNewTab', type: 'boolean', defaultValue: false },
  { path: 'isEvergreenFallback', type: 'boolean', defaultValue: false },
  { path: 'priority', type: 'number', isSortable: true, defaultValue: 0 },
  { path: 'publishAt', type: 'datetime', isSortable: true },
  { path: 'expiresAt', type: 'datetime' },
  { path: 'scheduleTimezone', defaultValue: 'UTC' },
  { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
  { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
  { path: 'deletedAt', type: 'datetime', isEditable: false },
  { path: 'deleted', type: 'boolean', isEditable: false },
];

const BANNER_OPTIONS: ResourceOptions = {
  navigation: { name: 'Banners', icon: 'Image' },
  sort: { sortBy: 'updatedAt', direction: 'desc' },
  listProperties: ['primaryImageUrl', 'title', 'scheduleStatus', 'isActive', 'priority', 'publishAt'],
  showProperties: [...EDITABLE, 'scheduleStatus', 'createdAt', 'updatedAt', 'deletedAt'],
  editProperties: EDITABLE,
  filterProperties: ['title', 'scheduleStatus', 'isActive', 'source', 'deleted'],
  properties: {
    mediaVariants: { description: 'JSON: variant name to URL, e.g. {"sm": "https://..."}' },
    targetKind: { description: 'product, category or brand (pick it below), or url (uses the CTA URL)' },
    recurrenceWindowStart: { description: 'HH:MM:SS in the schedule timezone' },
    recurrenceWindowEnd: { description: 'HH:MM:SS in the schedule timezone' },
  },
  translations: {
    en: {
      properties: { targetProductPublicId: 'Product', targetCategoryPublicId: 'Category', targetBrandPublicId: 'Brand', seoId: 'SEO', isActive: 'Active' },
    },
  },
};

/** schedule, activate, deactivate and restore, through the banners service */
const BANNER_ACTIONS: Record<string, PanelRecordAction> = {
  schedule: {
    permission: 'UPDATE',
    label: 'Schedule',
    icon: 'Clock',
    confirm: 'Schedule this banner for its publish time (set "Publish at" first)?',
    isVisible: (row) => !row.deletedAt && row.scheduleStatus !== 'scheduled',
    run: async (publicId) => {
      await banners.banners.schedule(publicId, { scheduleStatus: 'scheduled' });
      return refetch(publicId);
    },
    successMessage: 'The banner is scheduled',
  },
  activate: {
    permission: 'UPDATE',
    label: 'Activate',
    icon: 'Eye',
    isVisible: (row) => !row.deletedAt && row.isActive === false,
    run: async (publicId) => {
      await banners.banners.setActive(publicId, true);
      return refetch(publicId);
    },
    successMessage: 'The banner is active',
  },
  deactivate: {
    permission: 'UPDATE',
    label: 'Deactivate',
    icon: 'EyeOff',
    isVisible: (row) => !row.deletedAt && row.isActive === true,
    run: async (publicId) => {
      await banners.banners.setActive(publicId, false);
      return refetch(publicId);
    },
    successMessage: 'The banner is inactive',
  },
  restore: restoreAction('banner', async (publicId) => {
    await banners.banners.restore(publicId);
    return refetch(publicId);
  }),
};

/** Banners in the panel: the creative, its target picked by name, its schedule; actions schedule, activate, deactivate, restore. */
export function bannersResource() {
  return withAllProperties({
    id: 'Banners',
    module: 'Banners',
    properties: BANNER_PROPERTIES,
    options: BANNER_OPTIONS,
    ...reads,
    create: { dto: CreateBannerDto, input: bannerInput, run: async (dto: CreateBannerDto) => refetch((await banners.banners.create(dto)).publicId) },
    update: {
      dto: UpdateBannerDto,
      input: bannerInput,
      run: async (publicId, dto: UpdateBannerDto) => {
        await banners.banners.update(publicId, dto);
        return refetch(publicId);
      },
    },
    remove: (publicId) => banners.banners.remove(publicId),
    recordActions: BANNER_ACTIONS,
    errorFields: { BANNER_SCHEDULE_INVALID: 'publishAt', BANNER_SEO_NOT_FOUND: 'seoId' },
    recordViews: { statistics: statisticsView((publicId) => ({ bannerPublicId: publicId })) },
  });
}
