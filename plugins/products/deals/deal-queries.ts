import { clock } from '../../../core/clock/clock.js';
import { catalogJoin } from '../../catalog/index.js';

/** Every admin field of deal `d` with its scope as public ids. */
export const DEAL_SELECT = `
  SELECT d.id, d.public_id AS "publicId", d.name, d.discount_bps AS "discountBps", d.starts_at AS "startsAt", d.ends_at AS "endsAt",
         d.is_active AS "isActive", d.created_at AS "createdAt", d.updated_at AS "updatedAt", d.deleted_at AS "deletedAt",
         ARRAY(SELECT p.public_id::text FROM deal_products x JOIN products p ON p.id = x.product_id WHERE x.deal_id = d.id ORDER BY p.id) AS "productPublicIds",
         ARRAY(SELECT c.public_id::text FROM deal_categories x ${catalogJoin('category', 'c', 'x.category_id')} WHERE x.deal_id = d.id ORDER BY c.id) AS "categoryPublicIds",
         ARRAY(SELECT b.public_id::text FROM deal_brands x ${catalogJoin('brand', 'b', 'x.brand_id')} WHERE x.deal_id = d.id ORDER BY b.id) AS "brandPublicIds"
  FROM deals d`;

export interface DealRow {
  id: string;
  publicId: string;
  name: string;
  discountBps: number;
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  productPublicIds: string[];
  categoryPublicIds: string[];
  brandPublicIds: string[];
}

/** Live = active, not deleted, startsAt <= now < endsAt (the core clock's now). */
export function isLive(d: Pick<DealRow, 'isActive' | 'deletedAt' | 'startsAt' | 'endsAt'>, nowMs = clock.nowMs()): boolean {
  return d.isActive && !d.deletedAt && new Date(d.startsAt).getTime() <= nowMs && nowMs < new Date(d.endsAt).getTime();
}

export function toDeal(r: DealRow) {
  return {
    publicId: r.publicId,
    name: r.name,
    discountBps: r.discountBps,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    isActive: r.isActive,
    isLive: isLive(r),
    productPublicIds: r.productPublicIds,
    categoryPublicIds: r.categoryPublicIds,
    brandPublicIds: r.brandPublicIds,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    deletedAt: r.deletedAt,
  };
}

export type DealView = ReturnType<typeof toDeal>;
