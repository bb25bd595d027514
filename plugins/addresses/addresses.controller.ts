import { Body, Delete, Get, HttpCode, JsonController, Patch, Post } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import { addresses } from './addresses-context.js';
import { CreateAddressDto, UpdateAddressDto } from './dto/address.dto.js';
import { AddressResponse } from './dto/address.response.js';
import { AddressErrors as E } from './errors.js';

/** The signed-in customer's address book. Another customer's address answers exactly like an unknown one. */
@JsonController('/api/mobile/addresses')
@ApiTag('Addresses', "The signed-in customer's delivery addresses (at most 20; one default)")
export class AddressesController {
  @Get('/')
  @Operation({ id: 'listAddresses', summary: 'List my addresses (the default first, then the newest)', returns: [AddressResponse] })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  async list() {
    return ok(await addresses.book.list());
  }

  @Get('/:id')
  @Operation({ id: 'getAddress', summary: 'Get one of my addresses', returns: AddressResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(E.ADDRESS_NOT_FOUND)
  async get(@ParseUuid('id') id: string) {
    return ok(await addresses.book.get(id));
  }

  @Post('/')
  @Operation({ id: 'createAddress', summary: 'Add an address (the first one becomes the default)', returns: AddressResponse })
  @HttpCode(201)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.ADDRESS_LIMIT_REACHED)
  async create(@Body() body: CreateAddressDto) {
    return ok(await addresses.book.create(body), 'Address created');
  }

  @Patch('/:id')
  @Operation({ id: 'updateAddress', summary: 'Edit one of my addresses', returns: AddressResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.ADDRESS_NOT_FOUND)
  async update(@ParseUuid('id') id: string, @Body() body: UpdateAddressDto) {
    return ok(await addresses.book.update(id, body), 'Address updated');
  }

  @Delete('/:id')
  @Operation({ id: 'deleteAddress', summary: 'Delete (archive) one of my addresses; the newest remaining one becomes the default', returns: null })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.ADDRESS_NOT_FOUND)
  async remove(@ParseUuid('id') id: string) {
    await addresses.book.remove(id);
    return ok(null, 'Address deleted');
  }

  @Post('/:id/default')
  @Operation({ id: 'setDefaultAddress', summary: 'Make one of my addresses the default', returns: AddressResponse })
  @HttpCode(200)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.ADDRESS_NOT_FOUND)
  async makeDefault(@ParseUuid('id') id: string) {
    return ok(await addresses.book.makeDefault(id), 'Default address set');
  }
}
