import { BaseEntity, Column, Entity, PrimaryColumn } from 'typeorm';

/** A catalog tag linked to a product (at most 25 per product). */
@Entity('product_tags')
export class ProductTag extends BaseEntity {
  @PrimaryColumn({ type: 'bigint' })
  productId: string;

  @PrimaryColumn({ type: 'bigint' })
  tagId: string;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
