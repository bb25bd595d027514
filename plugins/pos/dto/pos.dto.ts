import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsObject, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { IsMoney } from '../../../core/db/money.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { Instant, Optional, Trim } from '../../../core/http/validators.js';
import { CreateAddressDto, NEPALI_MOBILE } from '../../addresses/index.js';
import { SALE_STATUSES } from '../entities/pos-sale.entity.js';

/** GET /sales: status, createdBy (an admin's public id), creation window (ISO instants, inclusive); offset paging. */
export class SalesQuery extends ListQuery {
  @Optional()
  @IsIn(SALE_STATUSES)
  status?: string;

  @Optional()
  @IsUUID()
  createdBy?: string;

  @Optional()
  @Instant()
  createdFrom?: string;

  @Optional()
  @Instant()
  createdTo?: string;
}

/** GET /lookup/customers and /lookup/products: `q`, a prefix (customers) or a SKU or name prefix (products). */
export class LookupQuery {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  q: string;
}

/** PATCH /sales/{id}/customer */
export class PickCustomerDto {
  @IsUUID('all', { message: 'customerId must be a customer id' })
  customerId: string;
}

/** POST /sales/{id}/customer: a walk-in; name plus an email or a phone (checked by the service: one of the two). */
export class WalkInCustomerDto {
  @Trim()
  @IsString()
  @MinLength(2)
  @MaxLength(150)
  name: string;

  @Optional()
  @Trim()
  @IsEmail()
  @MaxLength(254)
  email?: string;

  @Optional()
  @IsString()
  @Matches(NEPALI_MOBILE, { message: 'phone must be a Nepali mobile number: 10 digits starting 97 or 98, digits only' })
  phone?: string;
}

/** PUT /sales/{id}/items/{productPublicId}: sets that variant's quantity (not adds). */
export class SetItemDto {
  @Optional()
  @IsUUID('all', { message: 'variantPublicId must be a variant id' })
  variantPublicId?: string;

  @IsInt()
  @Min(1)
  @Max(99)
  quantity: number;
}

/** DELETE /sales/{id}/items/{productPublicId}?variantPublicId= (without it: every line of the product). */
export class RemoveItemQuery {
  @Optional()
  @IsUUID('all', { message: 'variantPublicId must be a variant id' })
  variantPublicId?: string;
}

/** PATCH /sales/{id}/fulfilment: pickup, or delivery to an address of the customer's (or a new one) with the operator's charge. */
export class FulfilmentDto {
  @IsIn(['pickup', 'delivery'])
  fulfilment: 'pickup' | 'delivery';

  @Optional()
  @IsUUID('all', { message: 'addressId must be an address id' })
  addressId?: string;

  @Optional()
  @IsObject()
  @ValidateNested()
  @Type(() => CreateAddressDto)
  address?: CreateAddressDto;

  @Optional()
  @IsMoney()
  shippingCharge?: number;
}

export class CounterPaymentDto {
  /** cash, card or qr; anything else is 400 POS_PAYMENT_INVALID (the service says so, with the reason) */
  @IsString()
  @MaxLength(20)
  method: string;

  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  reference?: string;

  @Optional()
  @IsMoney()
  amountTendered?: number;
}

/** POST /sales/{id}/complete */
export class CompleteSaleDto {
  @IsObject()
  @ValidateNested()
  @Type(() => CounterPaymentDto)
  payment: CounterPaymentDto;

  /** the total the cashier showed; a different priced total is 409 POS_TOTAL_CHANGED */
  @Optional()
  @IsMoney()
  expectedTotal?: number;
}
