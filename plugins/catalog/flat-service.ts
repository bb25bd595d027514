import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { recordActivity } from './activity.js';
import { invalidateCatalogReads, writeCatalog } from './catalog-cache.js';
import { claimSlug, setSlug } from './catalog-slugs.js';
import { checkAltPair, insertRow, lockAlive, lockRow, sentFields, updateRow, type CatalogKind, type RawRow } from './catalog-store.js';
import { runBulk, uniqueIds, type BulkResult } from './bulk.js';
import { CATALOG_SORTABLE, type CatalogListQuery } from './dto/common.dto.js';
import { reorderGroup } from './reorder.js';

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
  where?: string[];
  params?: unknown[];
}

/** Admin use cases shared by brands, series and tags. Writes commit, then drop cached storefront reads. */
export class FlatCatalogService<V> {
  constructor(protected readonly cfg: FlatConfig<V>) {}

  async list(q: CatalogListQuery, filter: ListFilter = {}) {
    const l = resolveList(q, CATALOG_SORTABLE, 'updatedAt');
    const params = [...(filter.params ?? [])];
    const where = [...(filter.where ?? [])];
    if (!filter.includeDeleted) where.push(`t."deletedAt" IS NULL`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = await sqlRows<{ count: number }>(`SELECT count(*)::int AS count FROM ${this.cfg.kind.table} t ${clause}`, params);
    const page = l.take === undefined ? '' : `LIMIT ${l.take} OFFSET ${l.skip}`;
    // tags have no order column: their displayOrder sort is by name
    const sort = l.sort === 'displayOrder' && this.cfg.reorderGroup === undefined ? 'name' : l.sort;
    const rows = await sqlRows(`${this.cfg.select} ${clause} ORDER BY t."${sort}" ${l.order}, t.id ${l.order} ${page}`, params);
    return { rows: rows.map((r) => this.cfg.map(r)), count, list: l };
  }

  async detail(publicId: string): Promise<V> {
    const [row] = await sqlRows(`${this.cfg.select} WHERE t."publicId" = $1`, [publicId]);
    if (!row) throw this.cfg.kind.notFound();
    return this.cfg.map(row);
  }

  /** `extra` runs inside the transaction first (owner checks and locks) and gives more columns. */
  async create(dto: { name: string; slug?: string } & object, actor: string, extra: () => Promise<Record<string, unknown>> = async () => ({})): Promise<V> {
    const fields = sentFields(dto, this.cfg.editable);
    if (this.cfg.altPair) checkAltPair(this.cfg.altPair[0], this.cfg.altPair[1], fields[this.cfg.altPair[0]], fields[this.cfg.altPair[1]]);
    const publicId = await writeCatalog(async () => {
      const created = await insertRow(this.cfg.kind.table, { name: dto.name, ...(await extra()), ...fields });
      await claimSlug(this.cfg.kind.scope, created.id, dto.slug, dto.name, this.cfg.kind.slugTaken);
      await recordActivity(actor, 'create', this.cfg.kind.scope, created.publicId);
      return created.publicId;
    });
    return this.detail(publicId);
  }

  async update(publicId: string, dto: { slug?: string } & object, actor: string): Promise<V> {
    await writeCatalog(async () => {
      const row = await lockAlive(this.cfg.kind, publicId);
      const patch = sentFields(dto, ['name', ...this.cfg.editable]);
      if (this.cfg.altPair) {
        const [url, alt] = this.cfg.altPair;
        checkAltPair(url, alt, url in patch ? patch[url] : row[url], alt in patch ? patch[alt] : row[alt]);
      }
      if (dto.slug !== undefined) await setSlug(this.cfg.kind.scope, row.id, dto.slug, this.cfg.kind.slugTaken);
      await updateRow(this.cfg.kind.table, row.id, patch);
      await recordActivity(actor, 'update', this.cfg.kind.scope, publicId);
    });
    return this.detail(publicId);
  }

  async setVisibility(publicId: string, isVisible: boolean, actor: string): Promise<V> {
    await writeCatalog(() => this.visibilityInTx(publicId, isVisible, actor));
    return this.detail(publicId);
  }

  async remove(publicId: string, actor: string): Promise<void> {
    await writeCatalog(() => this.removeInTx(publicId, actor));
  }

  async restore(publicId: string, actor: string): Promise<V> {
    await writeCatalog(() => this.restoreInTx(publicId, actor));
    return this.detail(publicId);
  }

  async bulkDelete(ids: string[], actor: string): Promise<BulkResult> {
    return this.bulk(ids, (id) => this.removeInTx(id, actor));
  }

  async bulkRestore(ids: string[], actor: string): Promise<BulkResult> {
    return this.bulk(ids, (id) => this.restoreInTx(id, actor));
  }

  async bulkVisibility(ids: string[], isVisible: boolean, actor: string): Promise<BulkResult> {
    return this.bulk(ids, (id) => this.visibilityInTx(id, isVisible, actor));
  }

  async reorder(ids: string[], actor: string): Promise<void> {
    if (this.cfg.reorderGroup === undefined) throw new Error(`${this.cfg.kind.table} has no order`);
    const group = this.cfg.reorderGroup;
    await writeCatalog(async () => {
      await reorderGroup(this.cfg.kind, ids, group);
      await recordActivity(actor, 'reorder', this.cfg.kind.scope, ids[0].toLowerCase());
    });
  }

  private async bulk(ids: string[], fn: (id: string) => Promise<void>): Promise<BulkResult> {
    const result = await runBulk(uniqueIds(ids), (id) => withTransaction(() => fn(id)));
    await invalidateCatalogReads();
    return result;
  }

  private async visibilityInTx(publicId: string, isVisible: boolean, actor: string): Promise<void> {
    const row = await lockAlive(this.cfg.kind, publicId);
    await updateRow(this.cfg.kind.table, row.id, { isVisible });
    await recordActivity(actor, isVisible ? 'show' : 'hide', this.cfg.kind.scope, publicId);
  }

  private async removeInTx(publicId: string, actor: string): Promise<void> {
    const row = await lockAlive(this.cfg.kind, publicId);
    await this.cfg.beforeDelete?.(row);
    await updateRow(this.cfg.kind.table, row.id, { deletedAt: clock.now() });
    await recordActivity(actor, 'delete', this.cfg.kind.scope, publicId);
  }

  private async restoreInTx(publicId: string, actor: string): Promise<void> {
    const row = await lockRow(this.cfg.kind, publicId);
    if (!row.deletedAt) throw this.cfg.kind.notDeleted();
    await this.cfg.beforeRestore?.(row);
    await updateRow(this.cfg.kind.table, row.id, { deletedAt: null });
    await recordActivity(actor, 'restore', this.cfg.kind.scope, publicId);
  }
}
