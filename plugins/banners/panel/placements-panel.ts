import { entityColumnsSql } from '../../../core/db/entity-columns.js';
import { containsPattern } from '../../../core/db/sql.js';
import { formValue, type PanelRow } from '../../../core/panel/resource-spec.js';
import { banners } from '../banners-context.js';
import { CreatePlacementDto, UpdatePlacementDto } from '../dto/placement.dto.js';
import { LAYOUT_TYPES } from '../entities/enums.js';
import { Placement } from '../entities/placement.entity.js';
import { toPlacement } from '../mappers.js';
import { form, panelReads, withAllProperties } from './panel-rows.js';

const reads = panelReads({
  select: `SELECT ${entityColumnsSql(Placement, 't')} FROM placements t`,
  countFrom: 'FROM placements t',
  always: 't.deleted_at IS NULL',
  sortable: { label: 'lower(t.label)', slug: 't.slug', sortOrder: 't.sort_order', updatedAt: 't.updated_at' },
  defaultSort: 'sortOrder',
  filters: {
    label: (v, p) => `(t.label ILIKE ${p(containsPattern(v))} OR t.slug ILIKE ${p(containsPattern(v))})`,
    layoutType: (v, p) => `t.layout_type = ${p(v)}`,
    pageContext: (v, p) => `lower(t.page_context) = lower(${p(v)})`,
    isActive: (v) => (v === 'true' ? 't.is_active' : 'NOT t.is_active'),
  },
  byIds: 't.public_id = ANY($1::uuid[]) AND t.deleted_at IS NULL',
  toRow: (r): PanelRow => {
    const { deletedAt: _d, ...row } = r;
    const p = toPlacement(row);
    return { ...p, id: p.publicId };
  },
});

const refetch = async (publicId: string) => (await reads.findMany([publicId]))[0]!;
const nullable = (v: unknown) => formValue.nullable(v);

const placementInput = (p: Record<string, unknown>) => ({
  slug: formValue.optional(p.slug),
  label: formValue.optional(p.label),
  layoutType: formValue.optional(p.layoutType),
  pageContext: nullable(p.pageContext),
  maxBanners: form.int(p.maxBanners),
  recommendedWidth: form.nullableInt(p.recommendedWidth),
  recommendedHeight: form.nullableInt(p.recommendedHeight),
  recommendedAspectRatio: nullable(p.recommendedAspectRatio),
  notes: nullable(p.notes),
  isActive: form.bool(p.isActive),
  sortOrder: form.int(p.sortOrder),
  fallbackPlaceholderUrl: nullable(p.fallbackPlaceholderUrl),
  allowPartialRender: form.bool(p.allowPartialRender),
});

const EDITABLE = [
  'label',
  'slug',
  'layoutType',
  'pageContext',
  'maxBanners',
  'allowPartialRender',
  'sortOrder',
  'isActive',
  'recommendedWidth',
  'recommendedHeight',
  'recommendedAspectRatio',
  'fallbackPlaceholderUrl',
  'notes',
];

/** Placements in the panel, with activate and deactivate. */
export function placementsResource() {
  return withAllProperties({
    id: 'Placements',
    module: 'Placements',
    errorFields: { PLACEMENT_SLUG_EXISTS: 'slug' },
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'label', isTitle: true, isSortable: true },
      { path: 'slug', isSortable: true },
      { path: 'layoutType', availableValues: [...LAYOUT_TYPES] },
      { path: 'maxBanners', type: 'number', defaultValue: 1 },
      { path: 'sortOrder', type: 'number', defaultValue: 0, isSortable: true },
      { path: 'recommendedWidth', type: 'number' },
      { path: 'recommendedHeight', type: 'number' },
      { path: 'isActive', type: 'boolean', defaultValue: true },
      { path: 'allowPartialRender', type: 'boolean', defaultValue: false },
      { path: 'notes', type: 'textarea' },
      { path: 'createdAt', type: 'datetime', isEditable: false },
      { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: { name: 'Banners', icon: 'Image' },
      sort: { sortBy: 'sortOrder', direction: 'asc' },
      listProperties: ['label', 'slug', 'layoutType', 'maxBanners', 'isActive', 'sortOrder'],
      showProperties: [...EDITABLE, 'createdAt', 'updatedAt'],
      editProperties: EDITABLE,
      filterProperties: ['label', 'layoutType', 'pageContext', 'isActive'],
    },
    ...reads,
    create: {
      dto: CreatePlacementDto,
      input: placementInput,
      run: async (dto: CreatePlacementDto) => refetch((await banners.placements.create(dto)).publicId),
    },
    update: {
      dto: UpdatePlacementDto,
      input: placementInput,
      run: async (publicId, dto: UpdatePlacementDto) => {
        await banners.placements.update(publicId, dto);
        return refetch(publicId);
      },
    },
    remove: (publicId) => banners.placements.remove(publicId),
    recordActions: {
      activate: {
        permission: 'UPDATE',
        label: 'Activate',
        icon: 'Eye',
        isVisible: (row) => row.isActive === false,
        run: async (publicId) => {
          await banners.placements.setActive(publicId, true);
          return refetch(publicId);
        },
        successMessage: 'The placement is active',
      },
      deactivate: {
        permission: 'UPDATE',
        label: 'Deactivate',
        icon: 'EyeOff',
        isVisible: (row) => row.isActive === true,
        run: async (publicId) => {
          await banners.placements.setActive(publicId, false);
          return refetch(publicId);
        },
        successMessage: 'The placement is inactive',
      },
    },
  });
}
