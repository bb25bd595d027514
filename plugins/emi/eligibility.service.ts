import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { invalidField } from '../../core/http/app-error.js';
import { resolveList, type ListQuery } from '../../core/http/list-query.js';
import { catalogFrom, catalogJoin, lockLiveForReference } from '../catalog/index.js';
import { lockLiveProductForReference, productJoin, productsFrom, productsInScope } from '../products/index.js';
import type { EmiEligibleRecordResponse } from './dto/emi.response.js';
import { writeEmi } from './emi-cache.js';

/** The listed categories and products (live ones; a deleted record stays listed and counts again once restored). */
const LISTED = {
  categories: `SELECT c.public_id::text AS id, c.name FROM emi_eligible_categories e ${catalogJoin('category', 'c', 'e.category_id')}
                WHERE c.deleted_at IS NULL ORDER BY lower(c.name), c.id`,
  products: `SELECT p.public_id::text AS id, p.name FROM emi_eligible_products e ${productJoin('p', 'e.product_id')}
              WHERE p.deleted_at IS NULL ORDER BY lower(p.name), p.id`,
};

/** Which products EMI is offered for when the eligibility mode is `selected` (admin; read uncached). */
export class EligibilityService {
  categories(): Promise<EmiEligibleRecordResponse[]> {
    return sqlRows(LISTED.categories);
  }

  products(): Promise<EmiEligibleRecordResponse[]> {
    return sqlRows(LISTED.products);
  }

  /** Lists the categories (with their subtrees); an unknown or deleted one is 400 VALIDATION_FAILED naming it. */
  async addCategories(publicIds: string[]): Promise<EmiEligibleRecordResponse[]> {
    await writeEmi(async () => {
      const ids: string[] = [];
      for (const [i, publicId] of publicIds.entries()) {
        const row = await lockLiveForReference('category', publicId);
        if (!row) throw invalidField(`categoryIds.${i}`, `no live category ${publicId}`);
        ids.push(row.id);
      }
      await sqlRows(`INSERT INTO emi_eligible_categories (category_id, created_at) SELECT unnest($1::bigint[]), $2 ON CONFLICT DO NOTHING`, [ids, clock.now()]);
    });
    return this.categories();
  }

  async addProducts(publicIds: string[]): Promise<EmiEligibleRecordResponse[]> {
    await writeEmi(async () => {
      const ids: string[] = [];
      for (const [i, publicId] of publicIds.entries()) {
        const row = await lockLiveProductForReference(publicId);
        if (!row) throw invalidField(`productIds.${i}`, `no live product ${publicId}`);
        ids.push(row.id);
      }
      await sqlRows(`INSERT INTO emi_eligible_products (product_id, created_at) SELECT unnest($1::bigint[]), $2 ON CONFLICT DO NOTHING`, [ids, clock.now()]);
    });
    return this.products();
  }

  /** Takes a category off the list; one not listed leaves the list as it is. */
  async removeCategory(publicId: string): Promise<EmiEligibleRecordResponse[]> {
    await writeEmi(() =>
      sqlRows(`DELETE FROM emi_eligible_categories e USING ${catalogFrom('category', 'c')} WHERE c.id = e.category_id AND c.public_id = $1`, [publicId]),
    );
    return this.categories();
  }

  async removeProduct(publicId: string): Promise<EmiEligibleRecordResponse[]> {
    await writeEmi(() => sqlRows(`DELETE FROM emi_eligible_products e USING ${productsFrom('p')} WHERE p.id = e.product_id AND p.public_id = $1`, [publicId]));
    return this.products();
  }

  /** The listed products plus the products in the listed categories' subtrees, by name. */
  async effectiveProducts(q: ListQuery) {
    const l = resolveList(q, ['name'], 'name');
    const scope = { categoryIds: (await this.categories()).map((c) => c.id), productIds: (await this.products()).map((p) => p.id) };
    const { rows, count } = await productsInScope(scope, { skip: l.skip, take: l.take });
    return { rows, count, list: l };
  }
}
