import { Get, JsonController } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { RateLimit } from '../../core/http/route-policy.js';
import { DistrictResponse } from './dto/shipping.response.js';
import { shipping } from './shipping-context.js';

/** Nepal's districts for address forms (public, limited per IP). */
@JsonController('/api/mobile/shipping')
@ApiTag('Shipping', "Nepal's districts and whether the store delivers there")
export class DistrictsController {
  @Get('/districts')
  @Operation({
    id: 'listShippingDistricts',
    summary: "List Nepal's 77 districts by province then name, with whether they are serviceable (unpaged)",
    returns: [DistrictResponse],
  })
  @RateLimit('PUBLIC_READ')
  async list() {
    return ok(await shipping.districts.list());
  }
}
