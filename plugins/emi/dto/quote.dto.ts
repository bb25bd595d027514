import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { ToInt } from '../../../core/http/transforms.js';
import { Optional } from '../../../core/http/validators.js';

/** GET /api/mobile/emi/products/{productId}/options: the variant priced (default: the product's default variant). */
export class EmiOptionsQuery {
  @Optional()
  @IsUUID('all')
  variantId?: string;
}

/** GET /api/mobile/emi/products/{productId}/calculate */
export class EmiCalculateQuery extends EmiOptionsQuery {
  @IsUUID('all')
  bankId: string;

  @ToInt()
  @IsInt()
  @Min(1)
  @Max(120)
  tenureMonths: number;
}
