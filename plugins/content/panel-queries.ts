import { sqlRows } from '../../core/db/sql.js';
import { SqlList } from '../../core/lifecycle/index.js';
import type { PanelFilterValue, PanelRow } from '../../core/panel/resource-spec.js';
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

export interface SectionFilters {
  pageKey?: string;
  sectionKey?: string;
  isEnabled?: boolean;
}

export function sectionFilters(filters: Record<string, PanelFilterValue>): SectionFilters {
  const text = (v: PanelFilterValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const enabled = filters.isEnabled === 'true' ? true : filters.isEnabled === 'false' ? false : undefined;
  return { pageKey: text(filters.pageKey), sectionKey: text(filters.sectionKey), isEnabled: enabled };
}

/** The panel's section list with its filters. */
function sectionList(f: SectionFilters): SqlList<SectionJoinRow> {
  const list = new SqlList<SectionJoinRow>({ select: SELECT_SECTIONS, countFrom: SECTIONS });
  if (f.pageKey) list.where(`p.page_key = ${list.param(f.pageKey)}`);
  if (f.sectionKey) list.where(`s.section_key = ${list.param(f.sectionKey)}`);
  if (f.isEnabled !== undefined) list.where(`s.is_enabled = ${list.param(f.isEnabled)}`);
  return list;
}

const SECTION_SORT: Record<string, string> = {
  pageKey: 'p.page_key',
  sectionKey: 's.section_key',
  position: 's.position',
  updatedAt: 's.updated_at',
};

interface SectionJoinRow {
  pageKey: PageKey;
  sectionKey: string;
  position: number;
  isEnabled: boolean;
  payload: unknown;
  createdAt: Date;
  updatedAt: Date;
}

const SECTIONS = `FROM content_sections s JOIN content_pages p ON p.id = s.page_id`;
const SELECT_SECTIONS = `SELECT p.page_key AS "pageKey", s.section_key AS "sectionKey", s.position, s.is_enabled AS "isEnabled", s.payload, s.created_at AS "createdAt", s.updated_at AS "updatedAt" ${SECTIONS}`;

/** A section's panel id: `<pageKey>.<sectionKey>` (keys never hold a dot). */
export const sectionRowId = (pageKey: string, sectionKey: string) => `${pageKey}.${sectionKey}`;

export function parseSectionRowId(id: string): { pageKey: string; sectionKey: string } | undefined {
  const m = /^([a-z_]+)\.([a-z_]+)$/.exec(id);
  return m ? { pageKey: m[1]!, sectionKey: m[2]! } : undefined;
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

export async function sectionRows(f: SectionFilters, page: { sortBy?: string; direction: 'asc' | 'desc'; offset: number; limit: number }): Promise<PanelRow[]> {
  const dir = page.direction === 'desc' ? 'DESC' : 'ASC';
  const sort = SECTION_SORT[page.sortBy ?? ''];
  const order = sort ? `${sort} ${dir}, s.id ${dir}` : 'p.page_key ASC, s.position ASC, s.id ASC';
  const rows = await sectionList(f).rows(order, { limit: page.limit, offset: page.offset });
  return rows.map(sectionRow);
}

export function sectionCount(f: SectionFilters): Promise<number> {
  return sectionList(f).count();
}

export async function sectionsByIds(ids: string[]): Promise<PanelRow[]> {
  const keys = ids.map(parseSectionRowId).filter((k): k is NonNullable<typeof k> => !!k);
  if (!keys.length) return [];
  const rows = await sqlRows<SectionJoinRow>(
    `${SELECT_SECTIONS} JOIN unnest($1::text[], $2::text[]) AS k(page_key, section_key)
       ON k.page_key = p.page_key AND k.section_key = s.section_key`,
    [keys.map((k) => k.pageKey), keys.map((k) => k.sectionKey)],
  );
  return rows.map(sectionRow);
}
