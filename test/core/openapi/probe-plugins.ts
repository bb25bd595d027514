import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { Body, Get, HttpCode, JsonController, Param, Post, QueryParam } from 'routing-controllers';
import { defineError } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { Authenticated, Idempotent, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { definePlugin } from '../../../core/plugin.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { field } from '../../../core/http/openapi/response-fields.js';

export const ProbeErrors = {
  SOLD_OUT: defineError(409, 'PROBE_ITEM_SOLD_OUT', 'This item is sold out'),
};

export class ProbeItemDto {
  @IsString()
  @MaxLength(50)
  sku: string;

  @IsInt()
  @Min(1)
  quantity: number;
}

export class ProbeCartItemResponse {
  @field.uuid() cartId: string;
  @field.string() sku: string;
  @field.integer() quantity: number;
}

export class ProbeSearchResponse {
  @field.string() q: string;
}

@JsonController('/api/openapi-probe')
@ApiTag('Probe', 'Routes of the OpenAPI test plugin')
export class OpenApiProbeController {
  @Get('/ping')
  @Operation({ id: 'pingProbe', summary: 'Answer pong', returns: String })
  ping() {
    return ok('pong');
  }

  @Post('/carts/:cartId/items')
  @Operation({ id: 'addProbeCartItem', summary: 'Add an item to a cart', returns: ProbeCartItemResponse })
  @HttpCode(201)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Idempotent('probe.cart-items')
  @Throws(ProbeErrors.SOLD_OUT)
  add(@Param('cartId') cartId: string, @Body() body: ProbeItemDto) {
    return ok({ cartId, ...body });
  }

  @Get('/search')
  @Operation({ id: 'searchProbe', summary: 'Search the probe', returns: ProbeSearchResponse })
  @RateLimit('PUBLIC_SEARCH')
  @RateLimit({ name: 'PROBE_SEARCH_HOURLY', limit: 500, windowSeconds: 3600, key: 'ip' })
  search(@QueryParam('q') q: string) {
    return ok({ q });
  }
}

export class DisabledProbeDto {
  @IsString()
  @MaxLength(20)
  label: string;
}

@JsonController('/api/openapi-disabled')
export class DisabledProbeController {
  @Post('/things')
  create(@Body() body: DisabledProbeDto) {
    return ok(body);
  }
}

/** A controller without @Operation: what the documentation check must refuse. */
@JsonController('/api/openapi-undocumented')
export class UndocumentedProbeController {
  @Get('/things')
  list() {
    return ok([]);
  }
}

export const probePlugin = definePlugin({ name: 'openapi-probe', controllers: [OpenApiProbeController] });
export const disabledProbePlugin = definePlugin({ name: 'openapi-disabled', controllers: [DisabledProbeController] });
