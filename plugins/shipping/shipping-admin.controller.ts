import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, Put, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { PutPickupDto } from './dto/pickup.dto.js';
import { PickupResponse, ZoneResponse } from './dto/shipping.response.js';
import { CreateZoneDto, UpdateZoneDto, ZoneListQuery } from './dto/zone.dto.js';
import { ShippingErrors as E } from './errors.js';
import { shipping } from './shipping-context.js';

/** Shipping zones and the pickup location (permission module Shipping). */
@JsonController('/api/admin/shipping')
@ApiTag('Shipping (admin)', "Delivery zones (a fee per set of districts, free above a threshold) and the store's pickup location")
export class ShippingAdminController {
  @Get('/zones')
  @Operation({ id: 'listShippingZones', summary: 'List shipping zones (filter by name, active)', returns: offsetPageOf(ZoneResponse) })
  @Permission('Shipping_READ')
  @RateLimit('ADMIN_READ')
  async listZones(@QueryParams() q: ZoneListQuery) {
    const { rows, count, list } = await shipping.zones.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/zones/:id')
  @Operation({ id: 'getShippingZone', summary: 'Get a shipping zone', returns: ZoneResponse })
  @Permission('Shipping_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.SHIPPING_ZONE_NOT_FOUND)
  async zone(@ParseUuid('id') id: string) {
    return ok(await shipping.zones.detail(id));
  }

  @Post('/zones')
  @Operation({ id: 'createShippingZone', summary: 'Create a shipping zone', returns: ZoneResponse })
  @HttpCode(201)
  @Permission('Shipping_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.SHIPPING_DISTRICT_IN_OTHER_ZONE)
  async createZone(@Body() body: CreateZoneDto) {
    return ok(await shipping.zones.create(body), 'Shipping zone created');
  }

  @Patch('/zones/:id')
  @Operation({ id: 'updateShippingZone', summary: 'Edit a shipping zone (districtIds given replaces its districts)', returns: ZoneResponse })
  @Permission('Shipping_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.SHIPPING_ZONE_NOT_FOUND, E.SHIPPING_DISTRICT_IN_OTHER_ZONE)
  async updateZone(@ParseUuid('id') id: string, @Body() body: UpdateZoneDto) {
    return ok(await shipping.zones.update(id, body), 'Shipping zone updated');
  }

  @Delete('/zones/:id')
  @Operation({ id: 'deleteShippingZone', summary: 'Delete a shipping zone (its districts become unserviceable)', returns: null })
  @Permission('Shipping_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.SHIPPING_ZONE_NOT_FOUND)
  async removeZone(@ParseUuid('id') id: string) {
    await shipping.zones.remove(id);
    return ok(null, 'Shipping zone deleted');
  }

  @Get('/pickup')
  @Operation({ id: 'getPickupLocation', summary: 'Get the pickup location', returns: PickupResponse })
  @Permission('Shipping_READ')
  @RateLimit('ADMIN_READ')
  async pickup() {
    return ok(await shipping.pickup.get());
  }

  @Put('/pickup')
  @Operation({ id: 'putPickupLocation', summary: 'Replace the pickup location (isEnabled false: pickup is not offered)', returns: PickupResponse })
  @Permission('Shipping_UPDATE')
  @RateLimit('ADMIN_WRITE')
  async putPickup(@Body() body: PutPickupDto) {
    return ok(await shipping.pickup.put(body), 'Pickup location updated');
  }
}
