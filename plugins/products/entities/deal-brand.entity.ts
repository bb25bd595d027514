import { BaseEntity, Entity, PrimaryColumn } from 'typeorm';

/** A deal's scope entry: it covers this brand. */
@Entity('deal_brands')
export class DealBrand extends BaseEntity {
  @PrimaryColumn({ type: 'bigint' })
  dealId: string;

  @PrimaryColumn({ type: 'bigint' })
  brandId: string;
}
