import { Get, JsonController, QueryParams } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
import { EmiCalculationResponse, EmiOptionsResponse } from './dto/emi.response.js';
import { EmiCalculateQuery, EmiOptionsQuery } from './dto/quote.dto.js';
import { emi } from './emi-context.js';
import { EmiErrors as E } from './errors.js';

/** EMI estimates for shoppers (public). */
@JsonController('/api/mobile/emi/products')
@ApiTag('EMI', 'Instalment estimates for a product: banks, their rates in force and the monthly amount per tenure')
export class EmiStorefrontController {
  @Get('/:productId/options')
  @Operation({ id: 'getEmiOptions', summary: "Every offered bank's estimates for a product's price", returns: EmiOptionsResponse })
  @RateLimit('PUBLIC_READ')
  @Throws(E.EMI_PRODUCT_NOT_FOUND, E.EMI_DISABLED, E.EMI_PRODUCT_NOT_ELIGIBLE)
  async options(@ParseUuid('productId') productId: string, @QueryParams() q: EmiOptionsQuery) {
    return ok(await emi.quotes.options(productId, q.variantId));
  }

  @Get('/:productId/calculate')
  @Operation({ id: 'calculateEmi', summary: "One bank's estimate for a product's price over one tenure", returns: EmiCalculationResponse })
  @RateLimit('PUBLIC_READ')
  @Throws(E.EMI_PRODUCT_NOT_FOUND, E.EMI_DISABLED, E.EMI_PRODUCT_NOT_ELIGIBLE, E.EMI_BANK_NOT_FOUND, E.EMI_TENURE_NOT_OFFERED)
  async calculate(@ParseUuid('productId') productId: string, @QueryParams() q: EmiCalculateQuery) {
    return ok(await emi.quotes.calculate(productId, q));
  }
}
