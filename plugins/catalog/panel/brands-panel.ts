import { panelForm } from '../../../core/panel/panel-reads.js';
import { definePanelResource, formValue } from '../../../core/panel/resource-spec.js';
import { catalog } from '../catalog-context.js';
import { CreateBrandDto, CreateSeriesDto, UpdateBrandDto, UpdateSeriesDto } from '../dto/brand.dto.js';
import { CreateTagDto, UpdateTagDto } from '../dto/tag.dto.js';
import { flatWrites, TIMESTAMPS } from './catalog-actions.js';
import { reads } from './catalog-reads.js';

/* Brands, their series and tags in the panel: flat lists written through their services. */

const text = (v: unknown) => formValue.optional(v);
const nullable = (v: unknown) => formValue.nullable(v);

function brandInput(p: Record<string, unknown>, update: boolean) {
  const opt = update ? nullable : text;
  return {
    name: text(p.name),
    slug: text(p.slug),
    isVisible: panelForm.bool(p.isVisible),
    description: opt(p.description),
    logoUrl: opt(p.logoUrl),
    logoAlt: opt(p.logoAlt),
    seoTitle: opt(p.seoTitle),
    seoDescription: opt(p.seoDescription),
  };
}

const BRAND_PROPERTIES = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'name', isTitle: true, isSortable: true },
  { path: 'slug' },
  { path: 'displayOrder', type: 'number' as const, isEditable: false, isSortable: true },
  { path: 'isVisible', type: 'boolean' as const, defaultValue: true },
  { path: 'description', type: 'textarea' as const },
  { path: 'logoUrl', image: { uploadType: 'landing' as const } },
  { path: 'logoAlt' },
  { path: 'seoTitle' },
  { path: 'seoDescription', type: 'textarea' as const },
];

export function brandsResource() {
  return definePanelResource({
    id: 'Brands',
    module: 'Brands',
    properties: [...BRAND_PROPERTIES, ...TIMESTAMPS],
    options: {
      navigation: { name: 'Catalog', icon: 'ShoppingBag' },
      sort: { sortBy: 'displayOrder', direction: 'asc' },
      listProperties: ['name', 'slug', 'displayOrder', 'isVisible', 'updatedAt'],
      editProperties: ['name', 'slug', 'isVisible', 'description', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'],
      filterProperties: ['name', 'isVisible', 'deleted'],
    },
    ...reads('Brands'),
    ...flatWrites('Brands', catalog.brands, 'brand', {
      create: CreateBrandDto,
      update: UpdateBrandDto,
      input: brandInput,
      created: (dto) => catalog.brands.create(dto),
    }),
    errorFields: { BRAND_SLUG_ALREADY_EXISTS: 'slug' },
  });
}

export function seriesResource() {
  return definePanelResource({
    id: 'BrandSeries',
    module: 'BrandSeries',
    properties: [...BRAND_PROPERTIES, { path: 'brandPublicId', reference: 'Brands' }, ...TIMESTAMPS],
    options: {
      navigation: { name: 'Catalog', icon: 'ShoppingBag' },
      sort: { sortBy: 'displayOrder', direction: 'asc' },
      listProperties: ['name', 'slug', 'brandPublicId', 'displayOrder', 'isVisible'],
      editProperties: ['name', 'slug', 'brandPublicId', 'isVisible', 'description', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'],
      filterProperties: ['name', 'brandPublicId', 'isVisible', 'deleted'],
      actions: { edit: { layout: ['name', 'slug', 'isVisible', 'description', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'] } },
      translations: { en: { properties: { brandPublicId: 'Brand' } } },
    },
    ...reads('BrandSeries'),
    ...flatWrites('BrandSeries', catalog.series, 'series', {
      create: CreateSeriesDto,
      update: UpdateSeriesDto,
      input: (p, update) => (update ? brandInput(p, true) : { ...brandInput(p, false), brandPublicId: text(p.brandPublicId) }),
      created: (dto) => catalog.series.createSeries(dto),
    }),
    errorFields: { BRAND_SERIES_SLUG_ALREADY_EXISTS: 'slug', BRAND_SERIES_BRAND_NOT_FOUND: 'brandPublicId', BRAND_SERIES_BRAND_DELETED: 'brandPublicId' },
  });
}

export function tagsResource() {
  return definePanelResource({
    id: 'Tags',
    module: 'Tags',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isSortable: true },
      { path: 'slug' },
      { path: 'isVisible', type: 'boolean', defaultValue: true },
      ...TIMESTAMPS,
    ],
    options: {
      navigation: { name: 'Catalog', icon: 'ShoppingBag' },
      sort: { sortBy: 'name', direction: 'asc' },
      listProperties: ['name', 'slug', 'isVisible', 'updatedAt'],
      editProperties: ['name', 'slug', 'isVisible'],
      filterProperties: ['name', 'isVisible', 'deleted'],
    },
    ...reads('Tags'),
    ...flatWrites('Tags', catalog.tags, 'tag', {
      create: CreateTagDto,
      update: UpdateTagDto,
      input: (p) => ({ name: text(p.name), slug: text(p.slug), isVisible: panelForm.bool(p.isVisible) }),
      created: (dto) => catalog.tags.create(dto),
    }),
    errorFields: { TAG_SLUG_ALREADY_EXISTS: 'slug' },
  });
}
