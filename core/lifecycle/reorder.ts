import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { clock } from '../clock/clock.js';
import { sqlRows } from '../db/sql.js';
import { getDataSource } from '../db/transaction.js';
import type { AppError } from '../http/app-error.js';
import { uniqueIds } from './bulk.js';

export interface ReorderRules<T> {
  /** the property of the parent (group) key: siblings share it; null orders the whole table as one group */
  group: (keyof T & string) | null;
  /** the property holding the position; default displayOrder */
  order?: keyof T & string;
  /** 409: an id is unknown, deleted, or the ids are not exactly the alive siblings of one group */
  invalidItem: () => AppError;
  /** 409: the ids belong to different groups */
  mixedParent: () => AppError;
}

/**
 * Array index becomes the position. The de-duplicated ids must be exactly the alive rows of one group.
 * Runs inside the caller's transaction and locks the group's rows, so concurrent reorders of one group
 * apply one after the other. Column names come from the entity's metadata.
 */
export async function reorderWithinParent<T extends ObjectLiteral>(target: EntityTarget<T>, rawIds: string[], rules: ReorderRules<T>): Promise<void> {
  // every id of the group is named: the bulk cap does not apply, the id rule does
  const ids = uniqueIds(rawIds, rules.invalidItem, Number.MAX_SAFE_INTEGER);
  const meta = getDataSource().getMetadata(target);
  const col = (property: string) => `"${meta.findColumnWithPropertyName(property)!.databaseName}"`;
  const [id, publicId, deletedAt, updatedAt, order] = ['id', 'publicId', 'deletedAt', 'updatedAt', rules.order ?? 'displayOrder'].map(col);
  const group = rules.group ? col(rules.group) : 'NULL';
  const table = `"${meta.tableName}"`;
  const items = await sqlRows<{ group: string | null; deletedAt: Date | null }>(
    `SELECT ${group} AS "group", ${deletedAt} AS "deletedAt" FROM ${table} WHERE ${publicId} = ANY($1::uuid[])`,
    [ids],
  );
  if (items.length !== ids.length || items.some((r) => r.deletedAt)) throw rules.invalidItem();
  const groups = new Set(items.map((r) => (r.group === null ? null : String(r.group))));
  if (groups.size > 1) throw rules.mixedParent();
  const where = rules.group ? `${group} IS NOT DISTINCT FROM $1::bigint AND` : '';
  const siblings = await sqlRows<{ publicId: string }>(
    `SELECT ${publicId} AS "publicId" FROM ${table} WHERE ${where} ${deletedAt} IS NULL ORDER BY ${id} FOR UPDATE`,
    rules.group ? [[...groups][0] ?? null] : [],
  );
  const wanted = new Set(ids);
  if (siblings.length !== wanted.size || siblings.some((s) => !wanted.has(s.publicId))) throw rules.invalidItem();
  await sqlRows(
    `UPDATE ${table} t SET ${order} = o.pos - 1, ${updatedAt} = $2
     FROM unnest($1::uuid[]) WITH ORDINALITY AS o(public_id, pos)
     WHERE t.${publicId} = o.public_id AND t.${order} IS DISTINCT FROM (o.pos - 1)::int`,
    [ids, clock.now()],
  );
}
