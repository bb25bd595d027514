import { getDataSource } from '../../../core/db/transaction.js';
import { BANNERS_TABLES_CHANGED } from '../hooks.js';

/** A placement as the serve response shows it, with its internal id for the loader. */
export interface ServedPlacement {
  id: string;
  publicId: string;
  slug: string;
  label: string;
  layoutType: string;
  pageContext: string | null;
  maxBanners: number;
  recommendedWidth: number | null;
  recommendedHeight: number | null;
  recommendedAspectRatio: string | null;
  fallbackPlaceholderUrl: string | null;
  allowPartialRender: boolean;
}

const SELECT = `
  SELECT id::text AS id, public_id AS "publicId", slug, label, layout_type AS "layoutType", page_context AS "pageContext",
         max_banners AS "maxBanners", recommended_width AS "recommendedWidth", recommended_height AS "recommendedHeight",
         recommended_aspect_ratio AS "recommendedAspectRatio", fallback_placeholder_url AS "fallbackPlaceholderUrl",
         allow_partial_render AS "allowPartialRender"
  FROM placements WHERE is_active AND deleted_at IS NULL`;

/**
 * The active placements by slug, kept in memory: serving looks the placement up on every request, outside
 * the serve cache, without a query. Loaded again after any placements write on any instance (the change
 * feed runs placementDirectoryOnTablesChanged); a slug not found asks the database once (a placement created
 * or activated a moment ago).
 */
class PlacementDirectory {
  private bySlug?: Map<string, ServedPlacement>;
  private loading?: Promise<Map<string, ServedPlacement>>;

  async find(slug: string): Promise<ServedPlacement | undefined> {
    const map = this.bySlug ?? (await this.load());
    const hit = map.get(slug);
    if (hit) return hit;
    const [row] = await getDataSource().manager.query(`${SELECT} AND slug = $1`, [slug]);
    if (row) map.set(slug, row);
    return row;
  }

  /** find without waiting: the placement when the directory is loaded and holds it; undefined otherwise. */
  peek(slug: string): ServedPlacement | undefined {
    return this.bySlug?.get(slug);
  }

  /** The next lookup loads the directory again (a load already running is not kept). */
  forget(): void {
    this.bySlug = undefined;
    this.loading = undefined;
  }

  private load(): Promise<Map<string, ServedPlacement>> {
    if (this.loading) return this.loading;
    const loading = getDataSource()
      .manager.query(SELECT)
      .then((rows: ServedPlacement[]) => {
        const map = new Map(rows.map((r) => [r.slug, r]));
        if (this.loading === loading) this.bySlug = map;
        return map;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }
}

export const placementDirectory = new PlacementDirectory();

export const placementDirectoryOnTablesChanged = BANNERS_TABLES_CHANGED.handle('banners.placement-directory', ({ table }) => {
  if (table === '*' || table === 'placements') placementDirectory.forget();
});
