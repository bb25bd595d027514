import { Entity } from 'typeorm';
import { BrandFields } from './brand-fields.js';

/** A brand; its slug lives in the core slug registry (scope `brand`). */
@Entity('brands')
export class Brand extends BrandFields {}
