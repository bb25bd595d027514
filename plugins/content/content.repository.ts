import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import type { PageKey, SectionKey } from './keys.js';
import type { PageRow, SectionRow } from './mappers.js';

/*
 * The SQL of the content plugin. Writes are single statements (INSERT ... ON CONFLICT) so concurrent
 * admins never fail on a duplicate key: the page row is created once, a section PUT is last-write-wins.
 * Every call runs in the caller's transaction when there is one (sqlRows uses db()). Timestamps come
 * from the core clock (not the transaction's start time), so the last write also has the latest updatedAt.
 */

const PAGE_COLUMNS = `id, page_key AS "pageKey", title, seo_id AS "seoId", created_at AS "createdAt", updated_at AS "updatedAt"`;
const SECTION_COLUMNS = `id, section_key AS "sectionKey", position, is_enabled AS "isEnabled", payload, created_at AS "createdAt", updated_at AS "updatedAt"`;

export async function findPage(pageKey: PageKey): Promise<PageRow | undefined> {
  const [row] = await sqlRows<PageRow>(`SELECT ${PAGE_COLUMNS} FROM content_pages WHERE page_key = $1`, [pageKey]);
  return row;
}

/** The page row, created with the default title when absent; `created` tells whether this call made it. */
export async function ensurePage(pageKey: PageKey, defaultTitle: string): Promise<{ page: PageRow; created: boolean }> {
  const [inserted] = await sqlRows<PageRow>(
    `INSERT INTO content_pages (page_key, title, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (page_key) DO NOTHING RETURNING ${PAGE_COLUMNS}`,
    [pageKey, defaultTitle, clock.now()],
  );
  if (inserted) return { page: inserted, created: true };
  // a concurrent insert has committed by now (ON CONFLICT waited for it), so read committed sees it
  return { page: (await findPage(pageKey))!, created: false };
}

/**
 * Creates the page if needed and moves its updatedAt, in one statement; the row lock it takes orders
 * concurrent writers of one page, so the last to commit is the last to have written.
 */
export async function touchPage(pageKey: PageKey, defaultTitle: string): Promise<PageRow> {
  const [row] = await sqlRows<PageRow>(
    `INSERT INTO content_pages (page_key, title, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (page_key) DO UPDATE SET updated_at = EXCLUDED.updated_at
     RETURNING ${PAGE_COLUMNS}`,
    [pageKey, defaultTitle, clock.now()],
  );
  return row!;
}

export async function updatePageMeta(pageId: number, fields: { title?: string; seoId?: string | null }): Promise<PageRow> {
  const [row] = await sqlRows<PageRow>(
    `UPDATE content_pages SET
       title = CASE WHEN $2::boolean THEN $3 ELSE title END,
       seo_id = CASE WHEN $4::boolean THEN $5::uuid ELSE seo_id END,
       updated_at = $6
     WHERE id = $1 RETURNING ${PAGE_COLUMNS}`,
    [pageId, fields.title !== undefined, fields.title ?? null, fields.seoId !== undefined, fields.seoId ?? null, clock.now()],
  );
  return row!;
}

export async function listSections(pageId: number, enabledOnly: boolean): Promise<SectionRow[]> {
  return sqlRows<SectionRow>(
    `SELECT ${SECTION_COLUMNS} FROM content_sections
     WHERE page_id = $1 ${enabledOnly ? 'AND is_enabled' : ''}
     ORDER BY position ASC, id ASC`,
    [pageId],
  );
}

/** Inserts or replaces the section; omitted position/isEnabled keep the stored value (defaults 0/true on insert). */
export async function upsertSection(
  pageId: number,
  sectionKey: SectionKey,
  input: { position?: number; isEnabled?: boolean; payload: Record<string, unknown> },
): Promise<SectionRow> {
  const [row] = await sqlRows<SectionRow>(
    `INSERT INTO content_sections (page_id, section_key, position, is_enabled, payload, created_at, updated_at)
     VALUES ($1, $2, COALESCE($3::integer, 0), COALESCE($4::boolean, true), $5::jsonb, $6, $6)
     ON CONFLICT (page_id, section_key) DO UPDATE SET
       position = COALESCE($3::integer, content_sections.position),
       is_enabled = COALESCE($4::boolean, content_sections.is_enabled),
       payload = EXCLUDED.payload,
       updated_at = EXCLUDED.updated_at
     RETURNING ${SECTION_COLUMNS}`,
    [pageId, sectionKey, input.position ?? null, input.isEnabled ?? null, JSON.stringify(input.payload), clock.now()],
  );
  return row!;
}

/** true when a section was deleted */
export async function deleteSection(pageId: number, sectionKey: SectionKey): Promise<boolean> {
  const rows = await sqlRows(`DELETE FROM content_sections WHERE page_id = $1 AND section_key = $2 RETURNING id`, [pageId, sectionKey]);
  return rows.length > 0;
}

/** Locks the page row for the rest of the transaction (serialises writers of one page); undefined when absent. */
export async function lockPage(pageKey: PageKey): Promise<PageRow | undefined> {
  const [row] = await sqlRows<PageRow>(`SELECT ${PAGE_COLUMNS} FROM content_pages WHERE page_key = $1 FOR UPDATE`, [pageKey]);
  return row;
}

export async function bumpPage(pageId: number): Promise<void> {
  await sqlRows(`UPDATE content_pages SET updated_at = $2 WHERE id = $1`, [pageId, clock.now()]);
}
