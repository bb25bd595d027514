import { sqlRows } from '../../core/db/sql.js';
import { resolveList } from '../../core/http/list-query.js';
import {
  lockAlive,
  recordActivity,
  reorderWithinParent,
  restore,
  runBulk,
  softDelete,
  SqlList,
  uniqueIds,
  type BulkResult,
} from '../../core/lifecycle/index.js';
import { invalidateCatalogReads, writeCatalog } from './catalog-cache.js';
import { claimSlug, setSlug } from './catalog-slugs.js';
import { CATALOG_RECORD_RENAMED, type RenamedKind } from './hooks.js';
import { checkAltPair, insertRow, sentFields, updateRow, type CatalogKind, type RawRow } from './catalog-store.js';
import { CATALOG_SORTABLE, type CatalogListQuery } from './dto/common.dto.js';
import { CatalogErrors } from './errors.js';
import { snakeCase } from '../../core/db/naming-strategy.js';

/** How one flat catalog table (brands, brand series, tags) is read and written. */
export interface FlatConfig<V> {
  kind: CatalogKind;
  /** columns a create or update may set besides name */
  editable: readonly string[];
  /** [urlField, altField]: alt requires url */
  altPair?: [string, string];
  /** SELECT of every field of alias `t` with its current slug as `slug`; WHERE is appended */
  select: string;
  map(row: any): V;
  /** reorder group: null for the whole table; undefined when the table has no order */
  reorderGroup?: 'brandId' | null;
  beforeDelete?(row: RawRow): Promise<void>;
  beforeRestore?(row: RawRow): Promise<void>;
}

export interface ListFilter {
  includeDeleted?: boolean;
  /** adds the route's own conditions */
  where?(list: SqlList): void;
}

/** The catalog's limits on bulk and reorder requests. */
export const CATALOG_BULK = {
  tooMany: CatalogErrors.CATALOG_BULK_LIMIT_EXCEEDED,
  invalidItem: CatalogErrors.CATALOG_REORDER_INVALID_ITEM,
  mixedParent: CatalogErrors.CATALOG_REORDER_MIXED_PARENT,
};

/**
 * Admin use cases shared by brands, series and tags. Writes commit, then drop cached storefront reads.
 * The actor recorded in the activity log is the request context's.
 */
export class FlatCatalogService<V> {
  constructor(protected readonly cfg: FlatConfig<V>) {}

  async list(q: CatalogListQuery, filter: ListFilter = {}) {
    const l = resolveList(q, CATALOG_SORTABLE, 'updatedAt');
    const list = new SqlList({ select: this.cfg.select, countFrom: `FROM ${this.cfg.kind.table} t` });
    if (!filter.includeDeleted) list.where(`t.deleted_at IS NULL`);
    filter.where?.(list);
    // tags have no order column: their displayOrder sort is by name
    const sort = l.sort === 'displayOrder' && this.cfg.reorderGroup === undefined ? 'name' : l.sort;
    const { rows, count } = await list.offsetPage(l, `t.${snakeCase(sort)} ${l.order}, t.id ${l.order}`);
    return { rows: rows.map((r) => this.cfg.map(r)), count, list: l };
  }

  async detail(publicId: string): Promise<V> {
    const [row] = await sqlRows(`${this.cfg.select} WHERE t.public_id = $1`, [publicId]);
    if (!row) throw this.cfg.kind.notFound();
    return this.cfg.map(row);
  }

  /** `extra` runs inside the transaction first (owner checks and locks) and gives more columns. */
  async create(dto: { name: string; slug?: string } & object, extra: () => Promise<Record<string, unknown>> = async () => ({})): Promise<V> {
    const fields = sentFields(dto, this.cfg.editable);
    if (this.cfg.altPair) checkAltPair(this.cfg.altPair[0], this.cfg.altPair[1], fields[this.cfg.altPair[0]], fields[this.cfg.altPair[1]]);
    const publicId = await writeCatalog(async () => {
      const created = await insertRow(this.cfg.kind.entity, { name: dto.name, ...(await extra()), ...fields });
      await claimSlug(this.cfg.kind.scope, created.id, dto.slug, dto.name, this.cfg.kind.slugTaken);
      await recordActivity('create', this.cfg.kind.scope, created.publicId);
      return created.publicId;
    });
    return this.detail(publicId);
  }

  async update(publicId: string, dto: { slug?: string } & object): Promise<V> {
    await writeCatalog(async () => {
      const row = await lockAlive(this.cfg.kind.entity, publicId, this.cfg.kind);
      const patch = sentFields(dto, ['name', ...this.cfg.editable]);
      if (this.cfg.altPair) {
        const [url, alt] = this.cfg.altPair;
        checkAltPair(url, alt, url in patch ? patch[url] : row[url], alt in patch ? patch[alt] : row[alt]);
      }
      if (dto.slug !== undefined) await setSlug(this.cfg.kind.scope, row.id, dto.slug, this.cfg.kind.slugTaken);
      await updateRow(this.cfg.kind.entity, row.id, patch);
      if (patch.name !== undefined && patch.name !== row.name) await CATALOG_RECORD_RENAMED.run({ kind: this.cfg.kind.scope as RenamedKind, id: row.id });
      await recordActivity('update', this.cfg.kind.scope, publicId);
    });
    return this.detail(publicId);
  }

  async setVisibility(publicId: string, isVisible: boolean): Promise<V> {
    await writeCatalog(() => this.visibilityInTx(publicId, isVisible));
    return this.detail(publicId);
  }

  async remove(publicId: string): Promise<void> {
    await writeCatalog(() => this.removeInTx(publicId));
  }

  async restore(publicId: string): Promise<V> {
    await writeCatalog(() => this.restoreInTx(publicId));
    return this.detail(publicId);
  }

  bulkDelete(ids: string[]): Promise<BulkResult> {
    return this.bulk(ids, (id) => this.removeInTx(id));
  }

  bulkRestore(ids: string[]): Promise<BulkResult> {
    return this.bulk(ids, (id) => this.restoreInTx(id));
  }

  bulkVisibility(ids: string[], isVisible: boolean): Promise<BulkResult> {
    return this.bulk(ids, (id) => this.visibilityInTx(id, isVisible));
  }

  async reorder(ids: string[]): Promise<void> {
    if (this.cfg.reorderGroup === undefined) throw new Error(`${this.cfg.kind.table} has no order`);
    const group = this.cfg.reorderGroup;
    await writeCatalog(async () => {
      await reorderWithinParent(this.cfg.kind.entity, ids, { group, ...CATALOG_BULK });
      await recordActivity('reorder', this.cfg.kind.scope, ids[0].toLowerCase());
    });
  }

  private async bulk(ids: string[], fn: (id: string) => Promise<void>): Promise<BulkResult> {
    const result = await runBulk(uniqueIds(ids, CATALOG_BULK.tooMany), fn);
    await invalidateCatalogReads();
    return result;
  }

  private async visibilityInTx(publicId: string, isVisible: boolean): Promise<void> {
    const row = await lockAlive(this.cfg.kind.entity, publicId, this.cfg.kind);
    await updateRow(this.cfg.kind.entity, row.id, { isVisible });
    await recordActivity(isVisible ? 'show' : 'hide', this.cfg.kind.scope, publicId);
  }

  private async removeInTx(publicId: string): Promise<void> {
    await softDelete(this.cfg.kind.entity, publicId, this.cfg.kind, this.cfg.beforeDelete);
    await recordActivity('delete', this.cfg.kind.scope, publicId);
  }

  private async restoreInTx(publicId: string): Promise<void> {
    await restore(this.cfg.kind.entity, publicId, this.cfg.kind, this.cfg.beforeRestore);
    await recordActivity('restore', this.cfg.kind.scope, publicId);
  }
}
