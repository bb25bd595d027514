import { BaseEntity, Entity, PrimaryColumn } from 'typeorm';

/** A scoped coupon's targets: the categories (each with its subtree), brands or products it covers. */
@Entity('coupon_categories')
export class CouponCategory extends BaseEntity {
  @PrimaryColumn({ type: 'bigint' })
  couponId: string;

  @PrimaryColumn({ type: 'bigint' })
  categoryId: string;
}

@Entity('coupon_brands')
export class CouponBrand extends BaseEntity {
  @PrimaryColumn({ type: 'bigint' })
  couponId: string;

  @PrimaryColumn({ type: 'bigint' })
  brandId: string;
}

@Entity('coupon_products')
export class CouponProduct extends BaseEntity {
  @PrimaryColumn({ type: 'bigint' })
  couponId: string;

  @PrimaryColumn({ type: 'bigint' })
  productId: string;
}
