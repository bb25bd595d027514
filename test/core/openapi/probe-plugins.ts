import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { Body, Get, HttpCode, JsonController, Param, Post, QueryParam } from 'routing-controllers';
import { defineError } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { Authenticated, Idempotent, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { definePlugin } from '../../../core/plugin.js';

export const ProbeErrors = {
  SOLD_OUT: defineError(409, 'PROBE_ITEM_SOLD_OUT', 'This item is sold out'),
};

export class ProbeItemDto {
  @IsString() @MaxLength(50)
  sku: string;

  @IsInt() @Min(1)
  quantity: number;
}

@JsonController('/api/openapi-probe')
export class OpenApiProbeController {
  @Get('/ping')
  ping() {
    return ok('pong');
  }

  @Post('/carts/:cartId/items')
  @HttpCode(201)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Idempotent('probe.cart-items')
  @Throws(ProbeErrors.SOLD_OUT)
  add(@Param('cartId') cartId: string, @Body() body: ProbeItemDto) {
    return ok({ cartId, ...body });
  }

  @Get('/search')
  @RateLimit('PUBLIC_SEARCH')
  @RateLimit({ name: 'PROBE_SEARCH_HOURLY', limit: 500, windowSeconds: 3600, key: 'ip' })
  search(@QueryParam('q') q: string) {
    return ok({ q });
  }
}

export class DisabledProbeDto {
  @IsString() @MaxLength(20)
  label: string;
}

@JsonController('/api/openapi-disabled')
export class DisabledProbeController {
  @Post('/things')
  create(@Body() body: DisabledProbeDto) {
    return ok(body);
  }
}

export const probePlugin = definePlugin({ name: 'openapi-probe', controllers: [OpenApiProbeController] });
export const disabledProbePlugin = definePlugin({ name: 'openapi-disabled', controllers: [DisabledProbeController] });
