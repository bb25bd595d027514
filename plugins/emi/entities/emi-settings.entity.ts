import { BaseEntity, Column, Entity, PrimaryColumn } from 'typeorm';

export const PRICE_SOURCES = ['selling_price', 'mrp'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export const ELIGIBILITY_MODES = ['all', 'selected'] as const;
export type EligibilityMode = (typeof ELIGIBILITY_MODES)[number];

/** The one settings row (id 1): the store-wide switch, the price source and the eligibility mode. */
@Entity('emi_settings')
export class EmiSettings extends BaseEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'boolean', default: false })
  enabled: boolean;

  @Column({ type: 'varchar', length: 16 })
  priceSource: PriceSource;

  @Column({ type: 'varchar', length: 16 })
  eligibilityMode: EligibilityMode;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
