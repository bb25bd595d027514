import { Column, Entity } from 'typeorm';
import { BrandFields } from './brand-fields.js';

/** A series owned by a brand; its slug lives in the core slug registry (scope `brand_series`). */
@Entity('brand_series')
export class BrandSeries extends BrandFields {
  /** internal id of the owning brand */
  @Column({ type: 'bigint' })
  brandId: string;
}
