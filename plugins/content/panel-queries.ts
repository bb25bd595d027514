import { sqlRows } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import type { PanelListQuery, PanelRow } from '../../core/panel/resource-spec.js';
import { DEFAULT_TITLES, PAGE_KEYS, type PageKey } from './keys.js';

/** Reads of the admin panel's content resources (writes go through ContentService). */

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** All ten pages, with their row's values when an admin has touched them. */
export async function pageRows(): Promise<PanelRow[]> {
  const rows = await sqlRows<{ id: number; pageKey: PageKey; title: string; seoId: string | null; createdAt: Date; updatedAt: Date; sections: string }>(
    `SELECT p.id, p.page_key AS "pageKey", p.title, p.seo_id AS "seoId", p.created_at AS "createdAt", p.updated_at AS "updatedAt",
            (SELECT count(*) FROM content_sections s WHERE s.page_id = p.id) AS sections
     FROM content_pages p`,
  );
  const byKey = new Map(rows.map((r) => [r.pageKey, r]));
  return PAGE_KEYS.map((key) => {
    const r = byKey.get(key);
    return {
      id: key,
      pageId: r?.id ?? null,
      title: r?.title ?? DEFAULT_TITLES[key],
      seoId: r?.seoId ?? null,
      sections: r ? Number(r.sections) : 0,
      createdAt: iso(r?.createdAt),
      updatedAt: iso(r?.updatedAt),
    };
  });
}

/** A section's panel id: `<pageKey>.<sectionKey>` (keys never hold a dot). */
export const sectionRowId = (pageKey: string, sectionKey: string) => `${pageKey}.${sectionKey}`;

export function parseSectionRowId(id: string): { pageKey: string; sectionKey: string } | undefined {
  const m = /^([a-z_]+)\.([a-z_]+)$/.exec(id);
  return m ? { pageKey: m[1]!, sectionKey: m[2]! } : undefined;
}

interface SectionJoinRow {
  pageKey: PageKey;
  sectionKey: string;
  position: number;
  isEnabled: boolean;
  payload: unknown;
  createdAt: Date;
  updatedAt: Date;
}

function sectionRow(r: SectionJoinRow): PanelRow {
  return {
    id: sectionRowId(r.pageKey, r.sectionKey),
    pageKey: r.pageKey,
    sectionKey: r.sectionKey,
    position: r.position,
    isEnabled: r.isEnabled,
    // the panel edits the payload as JSON text
    payload: JSON.stringify(r.payload, null, 2),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const SECTIONS = `FROM content_sections t JOIN content_pages p ON p.id = t.page_id`;
const SECTION_SORT: Record<string, string> = { pageKey: 'p.page_key', sectionKey: 't.section_key', position: 't.position', updatedAt: 't.updated_at' };
/** the order of a list not sorted by one of its columns: by page, then as the page shows its sections */
const PAGE_ORDER = 'pageOrder';

const sectionReads = panelReads({
  select: `SELECT p.page_key AS "pageKey", t.section_key AS "sectionKey", t.position, t.is_enabled AS "isEnabled", t.payload, t.created_at AS "createdAt", t.updated_at AS "updatedAt" ${SECTIONS}`,
  countFrom: SECTIONS,
  sortable: { ...SECTION_SORT, [PAGE_ORDER]: 'p.page_key ASC, t.position' },
  defaultSort: PAGE_ORDER,
  filters: {
    pageKey: (v, p) => `p.page_key = ${p(v)}`,
    sectionKey: (v, p) => `t.section_key = ${p(v)}`,
    isEnabled: (v, p) => (v === 'true' || v === 'false' ? `t.is_enabled = ${p(v === 'true')}` : 'TRUE'),
  },
  compositeIds: true,
  byIds: `(p.page_key, t.section_key) IN (SELECT split_part(k, '.', 1), split_part(k, '.', 2) FROM unnest($1::text[]) AS k)`,
  toRow: sectionRow,
});

/** The panel's section list; not sorted by a column, it runs by page and position (ascending whatever the direction). */
export const sectionRows = (q: PanelListQuery): Promise<PanelRow[]> =>
  sectionReads.find(q.sortBy && Object.hasOwn(SECTION_SORT, q.sortBy) ? q : { ...q, sortBy: PAGE_ORDER, direction: 'asc' });

export const sectionCount = (filters: PanelListQuery['filters']): Promise<number> => sectionReads.count(filters);

/** The sections of the given panel ids; an id that is not `<pageKey>.<sectionKey>` finds nothing. */
export const sectionsByIds = (ids: string[]): Promise<PanelRow[]> => sectionReads.findMany(ids.filter((id) => parseSectionRowId(id)));
