import { BaseEntity, Entity, PrimaryColumn } from 'typeorm';

/** A deal's scope entry: it covers this category's whole subtree. */
@Entity('deal_categories')
export class DealCategory extends BaseEntity {
  @PrimaryColumn({ type: 'bigint' })
  dealId: string;

  @PrimaryColumn({ type: 'bigint' })
  categoryId: string;
}
