import { BaseEntity, Entity, PrimaryColumn } from 'typeorm';

/** A deal's scope entry: it covers this product. */
@Entity('deal_products')
export class DealProduct extends BaseEntity {
  @PrimaryColumn({ type: 'bigint' })
  dealId: string;

  @PrimaryColumn({ type: 'bigint' })
  productId: string;
}
