import { decodeJson } from '../../core/http/decoded-json.js';
import { definePanelResource, formValue, type PanelRow } from '../../core/panel/resource-spec.js';
import { content } from './content-context.js';
import { PanelSectionDto, PanelSectionEditDto, PutSectionDto, UpdatePageMetaDto } from './dto/content.dto.js';
import { ContentErrors } from './errors.js';
import { PAGE_KEYS, SECTION_KEYS } from './keys.js';
import { tooDeepAt } from '../../core/http/json-depth.js';
import { MAX_PAYLOAD_DEPTH } from './schemas/nesting.js';
import { mapSchema, type JsonSchema } from '../../core/panel/schema-field.js';
import { RICH_TEXT_ID } from './schemas/building-blocks.js';
import { SECTION_SCHEMAS } from './schemas/section-schemas.js';
import { pageRows, parseSectionRowId, sectionCount, sectionRows, sectionsByIds } from './panel-queries.js';

/*
 * Admin panel: the ten pages (meta edited through ContentService.updateMeta) and their sections
 * (created, edited and deleted through ContentService, so the allowlists and payload schemas hold).
 */

const toInt = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : formValue.optional(v));
const toBool = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : formValue.optional(v));
/**
 * The payload textarea holds JSON; text that does not parse, or nests too deep for the (recursive)
 * DTO transformation, stays text and fails the DTO's object rule.
 */
const toJson = (v: unknown) => {
  if (typeof v !== 'string' || v.trim() === '') return formValue.optional(v);
  const decoded = decodeJson(v);
  return !decoded.ok || tooDeepAt(decoded.value, MAX_PAYLOAD_DEPTH) ? v : decoded.value;
};

const PAGE_SORT = new Set(['id', 'title', 'updatedAt']);

/**
 * The section schemas as the panel's structured editor reads them: a rich-text field (a reference to the
 * rich-text document schema) is edited with the rich-text editor; the server still validates the full schema.
 */
const isRichText = (s: JsonSchema) => Array.isArray(s.allOf) && (s.allOf[0] as JsonSchema | undefined)?.$ref === RICH_TEXT_ID;
const PANEL_SECTION_SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(
  Object.entries(SECTION_SCHEMAS).map(([key, schema]) => [key, mapSchema(schema, (s) => (isRichText(s) ? { 'x-editor': 'richtext-doc' } : s))]),
);

function pagesResource() {
  return definePanelResource({
    id: 'ContentPages',
    module: 'Content',
    properties: [
      { path: 'id', isId: true, isEditable: false, isSortable: true },
      { path: 'title', isTitle: true, isSortable: true },
      { path: 'pageId', type: 'number', isEditable: false },
      { path: 'seoId', reference: 'Seo' },
      { path: 'sections', type: 'number', isEditable: false },
      { path: 'createdAt', type: 'datetime', isEditable: false },
      { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: { name: 'Content', icon: 'FileText' },
      sort: { sortBy: 'id', direction: 'asc' },
      listProperties: ['id', 'title', 'sections', 'updatedAt'],
      showProperties: ['id', 'pageId', 'title', 'seoId', 'sections', 'createdAt', 'updatedAt'],
      editProperties: ['title', 'seoId'],
      filterProperties: [],
      translations: { en: { labels: { ContentPages: 'Pages' }, properties: { id: 'Page', pageId: 'Page id', seoId: 'SEO record' } } },
    },
    async find(q) {
      const rows = await pageRows();
      const by = q.sortBy && PAGE_SORT.has(q.sortBy) ? q.sortBy : 'id';
      const sign = q.direction === 'desc' ? -1 : 1;
      rows.sort((a, b) => sign * String(a[by] ?? '').localeCompare(String(b[by] ?? '')));
      return rows.slice(q.offset, q.offset + q.limit);
    },
    count: async () => PAGE_KEYS.length,
    async findMany(ids) {
      return (await pageRows()).filter((r) => ids.includes(r.id));
    },
    errorFields: { CONTENT_SEO_NOT_FOUND: 'seoId' },
    update: {
      dto: UpdatePageMetaDto,
      input: (p) => ({ title: formValue.optional(p.title), seoId: formValue.nullable(p.seoId) }),
      run: async (id: string, dto: UpdatePageMetaDto): Promise<PanelRow> => {
        await content.pages.updateMeta(id, dto);
        return (await pageRows()).find((r) => r.id === id)!;
      },
    },
  });
}

function sectionKeysOf(id: string) {
  const keys = parseSectionRowId(id);
  if (!keys) throw ContentErrors.NOT_FOUND();
  return keys;
}

async function sectionRow(pageKey: string, sectionKey: string): Promise<PanelRow> {
  const [row] = await sectionsByIds([`${pageKey}.${sectionKey}`]);
  return row!;
}

function sectionsResource() {
  return definePanelResource({
    id: 'ContentSections',
    module: 'Content',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'pageKey', availableValues: [...PAGE_KEYS], isSortable: true },
      { path: 'sectionKey', isTitle: true, availableValues: [...SECTION_KEYS], isSortable: true },
      { path: 'position', type: 'number', isSortable: true },
      { path: 'isEnabled', type: 'boolean' },
      { path: 'payload', type: 'textarea', schema: { schemas: PANEL_SECTION_SCHEMAS, schemaBy: 'sectionKey' } },
      { path: 'createdAt', type: 'datetime', isEditable: false },
      { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: { name: 'Content', icon: 'FileText' },
      sort: { sortBy: 'pageKey', direction: 'asc' },
      listProperties: ['pageKey', 'sectionKey', 'position', 'isEnabled', 'updatedAt'],
      showProperties: ['pageKey', 'sectionKey', 'position', 'isEnabled', 'payload', 'createdAt', 'updatedAt'],
      editProperties: ['pageKey', 'sectionKey', 'position', 'isEnabled', 'payload'],
      filterProperties: ['pageKey', 'sectionKey', 'isEnabled'],
      actions: {
        // page and section key identify the record: chosen when it is created, fixed afterwards
        edit: { layout: ['position', 'isEnabled', 'payload'] },
      },
      translations: { en: { labels: { ContentSections: 'Page sections' }, properties: { isEnabled: 'Enabled', payload: 'Content' } } },
    },
    find: sectionRows,
    count: sectionCount,
    findMany: sectionsByIds,
    create: {
      dto: PanelSectionDto,
      input: (p) => ({
        pageKey: formValue.optional(p.pageKey),
        sectionKey: formValue.optional(p.sectionKey),
        position: toInt(p.position),
        isEnabled: toBool(p.isEnabled),
        payload: toJson(p.payload),
      }),
      run: async (dto: PanelSectionDto) => {
        await content.pages.putSection(dto.pageKey, dto.sectionKey, dto);
        return sectionRow(dto.pageKey, dto.sectionKey);
      },
    },
    update: {
      dto: PanelSectionEditDto,
      input: (p) => ({ position: toInt(p.position), isEnabled: toBool(p.isEnabled), payload: toJson(p.payload) }),
      run: async (id: string, dto: PutSectionDto) => {
        const { pageKey, sectionKey } = sectionKeysOf(id);
        await content.pages.putSection(pageKey, sectionKey, dto);
        return sectionRow(pageKey, sectionKey);
      },
    },
    errorFields: { CONTENT_SECTION_KEY_INVALID: 'sectionKey', CONTENT_SECTION_PAYLOAD_INVALID: 'payload' },
    remove: async (id) => {
      const { pageKey, sectionKey } = sectionKeysOf(id);
      await content.pages.deleteSection(pageKey, sectionKey);
    },
  });
}

/** `admin` of the content manifest. */
export function contentAdmin(): unknown[] {
  return [pagesResource(), sectionsResource()];
}
