import type { MigrationInterface, QueryRunner } from 'typeorm';

const MONEY = (column: string) => `${column} bigint NOT NULL CHECK (${column} BETWEEN 0 AND 9007199254740991)`;
const NULLABLE_MONEY = (column: string) => `${column} bigint CHECK (${column} BETWEEN 0 AND 9007199254740991)`;
/** storefront reads see published, live products only; their indexes carry this predicate */
const LISTED = `status = 'published' AND deleted_at IS NULL`;

/**
 * Products (issue 11): products with variants and options, the stock ledger and holds, product tags, and
 * special-deal campaigns with their scopes. Slugs live in the core `slugs` registry (scope `product`).
 * Import/export jobs reuse the catalog's job table. Columns are snake_case from the start.
 */
export class Products1764000001000 implements MigrationInterface {
  name = 'Products1764000001000';

  async up(q: QueryRunner): Promise<void> {
    await this.createProducts(q);
    await this.createProductVariants(q);
    await this.createInventoryMovements(q);
    await this.createInventoryHolds(q);
    await this.createProductTags(q);
    await this.createDeals(q);
  }

  private async createProducts(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE products (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        name varchar(255) NOT NULL,
        sku varchar(64),
        short_description varchar(500),
        description text,
        category_id bigint NOT NULL REFERENCES categories(id) ON DELETE RESTRICT,
        brand_id bigint REFERENCES brands(id) ON DELETE RESTRICT,
        brand_series_id bigint REFERENCES brand_series(id) ON DELETE RESTRICT,
        status varchar(12) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'unlisted', 'archived')),
        stock_status varchar(12) NOT NULL DEFAULT 'in_stock' CHECK (stock_status IN ('in_stock', 'out_of_stock', 'low_stock', 'pre_order')),
        featured boolean NOT NULL DEFAULT false,
        trending boolean NOT NULL DEFAULT false,
        best_seller boolean NOT NULL DEFAULT false,
        new_arrival boolean NOT NULL DEFAULT false,
        thumbnail_key varchar(500),
        thumbnail_alt varchar(255),
        gallery jsonb NOT NULL DEFAULT '[]'::jsonb,
        videos jsonb NOT NULL DEFAULT '[]'::jsonb,
        attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
        specifications jsonb NOT NULL DEFAULT '[]'::jsonb,
        options jsonb NOT NULL DEFAULT '[]'::jsonb,
        seo_id uuid,
        ${NULLABLE_MONEY('min_selling_price')},
        ${NULLABLE_MONEY('max_selling_price')},
        ${NULLABLE_MONEY('min_mrp')},
        live_variant_count integer NOT NULL DEFAULT 0 CHECK (live_variant_count BETWEEN 0 AND 100),
        discount_percentage smallint GENERATED ALWAYS AS (
          CASE WHEN min_mrp > 0 AND min_selling_price IS NOT NULL THEN floor(100 * (min_mrp - min_selling_price) / min_mrp)::smallint ELSE 0 END
        ) STORED,
        search_text text NOT NULL DEFAULT '',
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple'::regconfig, coalesce(catalog_search_text(name), '')), 'A') ||
          setweight(to_tsvector('simple'::regconfig, search_text), 'B')
        ) STORED,
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT chk_products_thumbnail_alt CHECK (thumbnail_alt IS NULL OR thumbnail_key IS NOT NULL),
        CONSTRAINT chk_products_gallery CHECK (jsonb_typeof(gallery) = 'array' AND jsonb_array_length(gallery) <= 30),
        CONSTRAINT chk_products_videos CHECK (jsonb_typeof(videos) = 'array' AND jsonb_array_length(videos) <= 10),
        CONSTRAINT chk_products_attachments CHECK (jsonb_typeof(attachments) = 'array' AND jsonb_array_length(attachments) <= 20),
        CONSTRAINT chk_products_specifications CHECK (jsonb_typeof(specifications) = 'array'),
        CONSTRAINT chk_products_options CHECK (jsonb_typeof(options) = 'array' AND jsonb_array_length(options) <= 3),
        CONSTRAINT chk_products_price_range CHECK (min_selling_price IS NULL OR max_selling_price IS NULL OR min_selling_price <= max_selling_price),
        CONSTRAINT chk_products_selling_below_mrp CHECK (min_selling_price IS NULL OR min_mrp IS NULL OR min_selling_price <= min_mrp)
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_products_sku_live ON products (lower(sku)) WHERE deleted_at IS NULL AND sku IS NOT NULL`);
    await q.query(`CREATE INDEX idx_products_created ON products (created_at, id)`);
    await q.query(`CREATE INDEX idx_products_updated ON products (updated_at)`);
    await q.query(`CREATE INDEX idx_products_category ON products (category_id)`);
    await q.query(`CREATE INDEX idx_products_brand ON products (brand_id)`);
    await q.query(`CREATE INDEX idx_products_brand_series ON products (brand_series_id)`);
    // storefront: every sort ends with id; each list shape has its partial index over listed rows
    await q.query(`CREATE INDEX idx_products_listed_newest ON products (created_at DESC, id DESC) WHERE ${LISTED}`);
    await q.query(`CREATE INDEX idx_products_listed_price ON products (min_selling_price, id) WHERE ${LISTED}`);
    await q.query(`CREATE INDEX idx_products_listed_discount ON products (discount_percentage DESC, id DESC) WHERE ${LISTED}`);
    await q.query(`CREATE INDEX idx_products_listed_category ON products (category_id, created_at DESC, id DESC) WHERE ${LISTED}`);
    await q.query(`CREATE INDEX idx_products_listed_brand ON products (brand_id, created_at DESC, id DESC) WHERE ${LISTED}`);
    for (const flag of ['featured', 'trending', 'best_seller', 'new_arrival']) {
      await q.query(`CREATE INDEX idx_products_feed_${flag} ON products (created_at DESC, id DESC) WHERE ${flag} AND ${LISTED}`);
    }
    await q.query(`CREATE INDEX idx_products_search_vector ON products USING gin (search_vector) WHERE ${LISTED}`);
    await q.query(`CREATE INDEX idx_products_search_trgm ON products USING gin (search_text gin_trgm_ops) WHERE ${LISTED}`);
    await q.query(`CREATE INDEX idx_products_name_trgm ON products USING gin (catalog_search_text(name) gin_trgm_ops) WHERE deleted_at IS NULL`);
  }

  private async createProductVariants(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_variants (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        product_id bigint NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
        name varchar(255),
        sku varchar(64),
        options jsonb NOT NULL DEFAULT '{}'::jsonb,
        ${MONEY('mrp')},
        ${MONEY('selling_price')},
        is_default boolean NOT NULL DEFAULT false,
        status varchar(10) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'withdrawn')),
        position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
        is_tracked boolean NOT NULL DEFAULT true,
        on_hand integer NOT NULL DEFAULT 0 CHECK (on_hand >= 0),
        reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
        available integer GENERATED ALWAYS AS (on_hand - reserved) STORED,
        low_stock_threshold integer NOT NULL DEFAULT 5 CHECK (low_stock_threshold >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT chk_product_variants_selling_below_mrp CHECK (selling_price <= mrp),
        CONSTRAINT chk_product_variants_options CHECK (jsonb_typeof(options) = 'object')
      )`);
    await q.query(`CREATE INDEX idx_product_variants_product ON product_variants (product_id, position, id)`);
    await q.query(`CREATE UNIQUE INDEX uq_product_variants_sku_live ON product_variants (lower(sku)) WHERE deleted_at IS NULL AND sku IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX uq_product_variants_default ON product_variants (product_id) WHERE is_default AND deleted_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX uq_product_variants_options_live ON product_variants (product_id, options) WHERE deleted_at IS NULL`);
  }

  private async createInventoryMovements(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE inventory_movements (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        variant_id bigint NOT NULL REFERENCES product_variants(id) ON DELETE RESTRICT,
        delta_on_hand integer NOT NULL,
        delta_reserved integer NOT NULL,
        reason varchar(12) NOT NULL CHECK (reason IN ('adjustment', 'receipt', 'hold', 'release', 'sale', 'restock', 'correction')),
        reference varchar(200),
        note varchar(500),
        actor varchar(100) NOT NULL,
        actor_id varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_inventory_movements_nonzero CHECK (delta_on_hand <> 0 OR delta_reserved <> 0)
      )`);
    await q.query(`CREATE INDEX idx_inventory_movements_variant ON inventory_movements (variant_id, id DESC)`);
    // restock is idempotent by its reference, once per variant
    await q.query(`CREATE UNIQUE INDEX uq_inventory_movements_restock ON inventory_movements (reference, variant_id) WHERE reason = 'restock'`);
    // the ledger is append-only: the database refuses to change or remove a movement
    await q.query(`
      CREATE FUNCTION inventory_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'inventory_movements is append-only'; END $$`);
    await q.query(`
      CREATE TRIGGER trg_inventory_movements_append_only BEFORE UPDATE OR DELETE ON inventory_movements
      FOR EACH ROW EXECUTE FUNCTION inventory_movements_append_only()`);
  }

  private async createInventoryHolds(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE inventory_holds (
        id bigserial PRIMARY KEY,
        ref varchar(200) NOT NULL,
        variant_id bigint NOT NULL REFERENCES product_variants(id) ON DELETE RESTRICT,
        quantity integer NOT NULL CHECK (quantity > 0),
        state varchar(10) NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'released', 'committed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_inventory_holds_ref_variant UNIQUE (ref, variant_id)
      )`);
    await q.query(`CREATE INDEX idx_inventory_holds_variant_held ON inventory_holds (variant_id) WHERE state = 'held'`);
  }

  private async createProductTags(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_tags (
        product_id bigint NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        tag_id bigint NOT NULL REFERENCES tags(id) ON DELETE RESTRICT,
        position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
        PRIMARY KEY (product_id, tag_id)
      )`);
    await q.query(`CREATE INDEX idx_product_tags_tag ON product_tags (tag_id, product_id)`);
  }

  private async createDeals(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE deals (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        name varchar(150) NOT NULL,
        discount_bps integer NOT NULL CHECK (discount_bps BETWEEN 1 AND 9000),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT chk_deals_dates CHECK (starts_at < ends_at)
      )`);
    await q.query(`CREATE INDEX idx_deals_created ON deals (created_at, id)`);
    await q.query(`CREATE INDEX idx_deals_live_window ON deals (starts_at, ends_at) WHERE is_active AND deleted_at IS NULL`);
    for (const [table, column, target] of [
      ['deal_products', 'product_id', 'products'],
      ['deal_categories', 'category_id', 'categories'],
      ['deal_brands', 'brand_id', 'brands'],
    ]) {
      await q.query(`
        CREATE TABLE ${table} (
          deal_id bigint NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
          ${column} bigint NOT NULL REFERENCES ${target}(id) ON DELETE RESTRICT,
          PRIMARY KEY (deal_id, ${column})
        )`);
      await q.query(`CREATE INDEX idx_${table}_target ON ${table} (${column}, deal_id)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['deal_brands', 'deal_categories', 'deal_products', 'deals', 'product_tags', 'inventory_holds']) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query(`DROP TABLE inventory_movements`);
    await q.query(`DROP FUNCTION inventory_movements_append_only()`);
    await q.query(`DROP TABLE product_variants`);
    await q.query(`DROP TABLE products`);
    await q.query(`DELETE FROM slugs WHERE scope = 'product'`);
  }
}
