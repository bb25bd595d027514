import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import type { CatalogKind } from './catalog-store.js';
import { uniqueIds } from './bulk.js';
import { CatalogErrors } from './errors.js';

/**
 * Array index becomes displayOrder. The de-duplicated ids must be exactly the alive rows of one group
 * (same parent / same brand / the whole table when groupColumn is null). Runs inside the caller's
 * transaction and locks the group's rows, so concurrent reorders of one group apply one after the other.
 */
export async function reorderGroup(kind: CatalogKind, rawIds: string[], groupColumn: 'parentId' | 'brandId' | null): Promise<void> {
  const ids = uniqueIds(rawIds, Number.MAX_SAFE_INTEGER);
  const items = await sqlRows<{ id: string; group: string | null; deletedAt: Date | null }>(
    `SELECT id, ${groupColumn ? `"${groupColumn}"` : 'NULL'} AS "group", "deletedAt" FROM ${kind.table} WHERE "publicId" = ANY($1::uuid[])`,
    [ids],
  );
  if (items.length !== ids.length || items.some((r) => r.deletedAt)) throw CatalogErrors.CATALOG_REORDER_INVALID_ITEM();
  const groups = new Set(items.map((r) => (r.group === null ? null : String(r.group))));
  if (groups.size > 1) throw CatalogErrors.CATALOG_REORDER_MIXED_PARENT();
  const group = [...groups][0] ?? null;
  const where = groupColumn ? `"${groupColumn}" IS NOT DISTINCT FROM $1::bigint AND` : '';
  const siblings = await sqlRows<{ publicId: string; group: string | null }>(
    `SELECT "publicId", ${groupColumn ? `"${groupColumn}"` : 'NULL'} AS "group" FROM ${kind.table}
     WHERE ${where} "deletedAt" IS NULL ORDER BY id FOR UPDATE`,
    groupColumn ? [group] : [],
  );
  const wanted = new Set(ids);
  if (siblings.length !== wanted.size || siblings.some((s) => !wanted.has(s.publicId))) throw CatalogErrors.CATALOG_REORDER_INVALID_ITEM();
  await sqlRows(
    `UPDATE ${kind.table} t SET "displayOrder" = o.pos - 1, "updatedAt" = $2
     FROM unnest($1::uuid[]) WITH ORDINALITY AS o(public_id, pos)
     WHERE t."publicId" = o.public_id AND t."displayOrder" IS DISTINCT FROM (o.pos - 1)::int`,
    [ids, clock.now()],
  );
}
