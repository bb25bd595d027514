import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalog: categories (tree by "parentId", depth 0..6), brands, brand series, tags and the activity log.
 * Slugs live in the core `slugs` registry (scopes category, brand, brand_series, tag), with history.
 * Search uses immutable wrappers of unaccent() so expression indexes (trigram + full text) can use them.
 */
export class Catalog1763800009000 implements MigrationInterface {
  name = 'Catalog1763800009000';

  async up(q: QueryRunner): Promise<void> {
    await this.createSearchFunctions(q);
    await this.createCategories(q);
    await this.createBrands(q);
    await this.createBrandSeries(q);
    await this.createTags(q);
    await this.createCatalogActivity(q);
    await this.createNameSearchIndexes(q);
  }

  private async createSearchFunctions(q: QueryRunner): Promise<void> {
    // unaccent() is STABLE (it reads the dictionary by search_path); pin schema and dictionary to make it IMMUTABLE
    await q.query(`
      CREATE FUNCTION catalog_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);
    await q.query(`
      CREATE FUNCTION catalog_search_text(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`);
  }

  private async createCategories(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE categories (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        name varchar(150) NOT NULL,
        description text,
        "parentId" bigint REFERENCES categories(id) ON DELETE RESTRICT,
        depth smallint NOT NULL DEFAULT 0 CHECK (depth BETWEEN 0 AND 6),
        "displayOrder" integer NOT NULL DEFAULT 0 CHECK ("displayOrder" >= 0),
        "isVisible" boolean NOT NULL DEFAULT true,
        "imageUrl" varchar(2048),
        "imageAlt" varchar(255),
        "seoTitle" varchar(160),
        "seoDescription" varchar(320),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "deletedAt" timestamptz,
        CONSTRAINT chk_categories_not_own_parent CHECK ("parentId" IS NULL OR "parentId" <> id),
        CONSTRAINT chk_categories_image_alt CHECK ("imageAlt" IS NULL OR "imageUrl" IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX idx_categories_parent_order ON categories ("parentId", "displayOrder", id)`);
    await q.query(`CREATE INDEX idx_categories_roots_order ON categories ("displayOrder", id) WHERE "parentId" IS NULL`);
    await q.query(`CREATE INDEX idx_categories_updated ON categories ("updatedAt")`);
  }

  private async createBrands(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE brands (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        name varchar(150) NOT NULL,
        description varchar(2000),
        "displayOrder" integer NOT NULL DEFAULT 0 CHECK ("displayOrder" >= 0),
        "isVisible" boolean NOT NULL DEFAULT true,
        "logoUrl" varchar(2048),
        "logoAlt" varchar(255),
        "seoTitle" varchar(160),
        "seoDescription" varchar(320),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "deletedAt" timestamptz,
        CONSTRAINT chk_brands_logo_alt CHECK ("logoAlt" IS NULL OR "logoUrl" IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX idx_brands_order ON brands ("displayOrder", id)`);
    await q.query(`CREATE INDEX idx_brands_updated ON brands ("updatedAt")`);
  }

  private async createBrandSeries(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE brand_series (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        "brandId" bigint NOT NULL REFERENCES brands(id) ON DELETE RESTRICT,
        name varchar(150) NOT NULL,
        description varchar(2000),
        "displayOrder" integer NOT NULL DEFAULT 0 CHECK ("displayOrder" >= 0),
        "isVisible" boolean NOT NULL DEFAULT true,
        "logoUrl" varchar(2048),
        "logoAlt" varchar(255),
        "seoTitle" varchar(160),
        "seoDescription" varchar(320),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "deletedAt" timestamptz,
        CONSTRAINT chk_brand_series_logo_alt CHECK ("logoAlt" IS NULL OR "logoUrl" IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX idx_brand_series_brand_order ON brand_series ("brandId", "displayOrder", id)`);
    await q.query(`CREATE INDEX idx_brand_series_updated ON brand_series ("updatedAt")`);
  }

  private async createTags(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tags (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        name varchar(150) NOT NULL,
        "isVisible" boolean NOT NULL DEFAULT true,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "deletedAt" timestamptz
      )`);
    await q.query(`CREATE INDEX idx_tags_updated ON tags ("updatedAt")`);
  }

  private async createCatalogActivity(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog_activity (
        id bigserial PRIMARY KEY,
        actor varchar(100) NOT NULL,
        action varchar(40) NOT NULL,
        entity varchar(40) NOT NULL,
        "publicId" uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_catalog_activity_entity ON catalog_activity (entity, "publicId", at)`);
  }

  private async createNameSearchIndexes(q: QueryRunner): Promise<void> {
    for (const table of ['categories', 'brands', 'brand_series']) {
      await q.query(`CREATE INDEX idx_${table}_name_trgm ON ${table} USING gin (catalog_search_text(name) gin_trgm_ops) WHERE "deletedAt" IS NULL`);
      await q.query(
        `CREATE INDEX idx_${table}_name_fts ON ${table} USING gin (to_tsvector('simple'::regconfig, catalog_search_text(name))) WHERE "deletedAt" IS NULL`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalog_activity`);
    await q.query(`DROP TABLE tags`);
    await q.query(`DROP TABLE brand_series`);
    await q.query(`DROP TABLE brands`);
    await q.query(`DROP TABLE categories`);
    await q.query(`DELETE FROM slugs WHERE scope IN ('category', 'brand', 'brand_series', 'tag')`);
    await q.query(`DROP FUNCTION catalog_search_text(text)`);
    await q.query(`DROP FUNCTION catalog_unaccent(text)`);
  }
}
