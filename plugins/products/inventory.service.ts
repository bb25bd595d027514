import { sqlRows } from '../../core/db/sql.js';
import { clock } from '../../core/clock/clock.js';
import { SqlList } from '../../core/lifecycle/index.js';
import type { AdjustmentDto, MovementsQuery } from './dto/inventory.dto.js';
import type { MovementReason } from './entities/inventory-movement.entity.js';
import { ProductErrors as E } from './errors.js';
import { recordMovements } from './inventory-ledger.js';
import { toAdminVariant, type AdminVariantView } from './mappers.js';
import { lockForWrite } from './product-store.js';
import { VARIANT_SELECT, type VariantRow } from './product-queries.js';
import { writeProducts } from './products-cache.js';

export interface MovementView {
  id: string;
  deltaOnHand: number;
  deltaReserved: number;
  reason: MovementReason;
  reference: string | null;
  note: string | null;
  actor: string;
  createdAt: Date;
}

const MOVEMENT_SELECT = `
  SELECT m.public_id AS id, m.delta_on_hand AS "deltaOnHand", m.delta_reserved AS "deltaReserved", m.reason, m.reference, m.note,
         m.actor, m.created_at AS "createdAt"
    FROM inventory_movements m`;

/** Manual stock moves (adjustment, receipt, correction) and the ledger of a variant. */
export class InventoryService {
  /**
   * Moves onHand by `delta` under the variant's row lock. Below zero is 409 INVENTORY_NEGATIVE for every
   * reason (checked first); an adjustment or receipt may not take onHand below reserved (409
   * INVENTORY_BELOW_RESERVED); a correction (a physical count) may.
   */
  async adjust(productPublicId: string, variantPublicId: string, dto: AdjustmentDto): Promise<{ movement: MovementView; variant: AdminVariantView }> {
    const movementId = await writeProducts(async () => {
      const product = await lockForWrite(productPublicId);
      const [v] = await sqlRows(
        `SELECT id, on_hand AS "onHand", reserved FROM product_variants WHERE product_id = $1 AND public_id = $2 AND deleted_at IS NULL FOR NO KEY UPDATE`,
        [product.id, variantPublicId],
      );
      if (!v) throw E.PRODUCT_VARIANT_NOT_FOUND();
      const next = v.onHand + dto.delta;
      if (next < 0) throw E.INVENTORY_NEGATIVE();
      if (dto.reason !== 'correction' && next < v.reserved) throw E.INVENTORY_BELOW_RESERVED();
      await sqlRows(`UPDATE product_variants SET on_hand = $2, updated_at = $3 WHERE id = $1`, [v.id, next, clock.now()]);
      const [id] = await recordMovements([{ variantId: String(v.id), deltaOnHand: dto.delta, deltaReserved: 0, reason: dto.reason, note: dto.note ?? null }]);
      return id;
    });
    const [movement] = await sqlRows<MovementView>(`${MOVEMENT_SELECT} WHERE m.public_id = $1`, [movementId]);
    const [variant] = await sqlRows<VariantRow>(`${VARIANT_SELECT} WHERE v.public_id = $1`, [variantPublicId]);
    return { movement, variant: toAdminVariant(variant) };
  }

  /** The variant's ledger, newest first, cursor-paged. */
  async movements(productPublicId: string, variantPublicId: string, q: MovementsQuery) {
    const [v] = await sqlRows(`SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.public_id = $1 AND v.public_id = $2`, [
      productPublicId,
      variantPublicId,
    ]);
    if (!v) {
      const [p] = await sqlRows(`SELECT 1 FROM products WHERE public_id = $1`, [productPublicId]);
      throw p ? E.PRODUCT_VARIANT_NOT_FOUND() : E.PRODUCT_NOT_FOUND();
    }
    const list = new SqlList<MovementView>({ select: MOVEMENT_SELECT });
    list.where(`m.variant_id = ${list.param(v.id)}`);
    return list.cursorPage({ key: 'm.created_at', id: 'm.public_id', order: 'DESC', limit: q.limit ?? 20, cursor: q.cursor }, (row) => ({
      k: new Date(row.createdAt).toISOString(),
      id: row.id,
    }));
  }
}
