import { runAs } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { CommonErrors } from '../../core/http/app-error.js';
import { AccountErrors, createWalkInCustomer, customerCards, type CustomerCard } from '../accounts/index.js';
import { addresses, AddressErrors } from '../addresses/index.js';
import { counterVariantOf, ProductErrors } from '../products/index.js';
import { shipping } from '../shipping/index.js';
import type { FulfilmentDto, SetItemDto, WalkInCustomerDto } from './dto/pos.dto.js';
import { PosSaleLine } from './entities/pos-sale-line.entity.js';
import type { PosSale } from './entities/pos-sale.entity.js';
import { PosErrors as E } from './errors.js';
import { saleStore } from './sale-store.js';
import { saleView, type SaleView } from './sale-view.js';

/** One accepted write to a draft: under the sale's row lock, one timeline entry, the sale read again. */
function draftWrite(publicId: string, change: (sale: PosSale) => Promise<[string, Record<string, unknown>]>): Promise<SaleView> {
  return withTransaction(async () => {
    const sale = await saleStore.lockDraft(publicId);
    const [event, details] = await change(sale);
    await saleStore.record(sale, event, details);
    return saleView(sale);
  });
}

/** Changing the customer resets the sale to pickup and clears the address and the shipping charge. */
const customerReset = (customerPublicId: string, customerCreated: boolean): Partial<PosSale> => ({
  customerPublicId,
  customerCreated,
  fulfilment: 'pickup',
  addressPublicId: null,
  shippingCharge: 0,
});

/** The customer's own address book, written as the customer (addresses' rules: the limit, the default). */
async function saveToBook(customer: CustomerCard, address: NonNullable<FulfilmentDto['address']>): Promise<string> {
  const saved = await runAs({ kind: 'customer', publicId: customer.id, internalId: customer.internalId }, () => addresses.book.create(address));
  return saved.id;
}

async function deliveryAddress(sale: PosSale, dto: FulfilmentDto): Promise<string> {
  if (!sale.customerPublicId) throw E.POS_CUSTOMER_REQUIRED();
  if (!dto.addressId && !dto.address) throw E.POS_ADDRESS_REQUIRED();
  if (dto.addressId) {
    const found = await addresses.findLive(sale.customerPublicId, dto.addressId);
    if (!found) throw AddressErrors.ADDRESS_NOT_FOUND();
    return found.id;
  }
  const customer = (await customerCards([sale.customerPublicId])).get(sale.customerPublicId);
  if (!customer) throw E.POS_CUSTOMER_REQUIRED();
  return saveToBook(customer, dto.address!);
}

/** The draft's customer, lines and fulfilment (issue 23): every write locks the sale and adds a timeline entry. */
export const saleDrafting = {
  /** PATCH /sales/{id}/customer: an existing customer (404 CUSTOMER_NOT_FOUND). */
  pickCustomer(publicId: string, customerId: string): Promise<SaleView> {
    return draftWrite(publicId, async (sale) => {
      const customer = (await customerCards([customerId])).get(customerId.toLowerCase());
      if (!customer) throw AccountErrors.CUSTOMER_NOT_FOUND();
      await saleStore.patch(sale, customerReset(customer.id, false));
      return ['customer_picked', { customerId: customer.id }];
    });
  },

  /** POST /sales/{id}/customer: a walk-in account (no password, a set-password link); an email that has an account: 409 POS_CUSTOMER_EXISTS. */
  createCustomer(publicId: string, dto: WalkInCustomerDto): Promise<SaleView> {
    if (!dto.email && !dto.phone) {
      throw CommonErrors.VALIDATION_FAILED([{ field: 'email', problems: ['give an email or a phone'] }], 'Validation failed: email or phone');
    }
    return draftWrite(publicId, async (sale) => {
      const made = await createWalkInCustomer({ name: dto.name, email: dto.email ?? null, phone: dto.phone ?? null });
      if (!made.ok) throw E.POS_CUSTOMER_EXISTS();
      await saleStore.patch(sale, customerReset(made.customer.id, true));
      return ['customer_created', { customerId: made.customer.id }];
    });
  },

  /** PUT /sales/{id}/items/{productPublicId}: sets the variant's quantity (the product's default variant when none is named). */
  setItem(publicId: string, productPublicId: string, dto: SetItemDto): Promise<SaleView> {
    return draftWrite(publicId, async (sale) => {
      const pick = await counterVariantOf(productPublicId, dto.variantPublicId);
      if ('missing' in pick) throw pick.missing === 'product' ? ProductErrors.PRODUCT_NOT_FOUND() : ProductErrors.PRODUCT_VARIANT_NOT_FOUND();
      const existing = await repo(PosSaleLine).findOne({ where: { saleId: sale.id, variantPublicId: pick.variantId } });
      if (existing) await repo(PosSaleLine).update({ id: existing.id }, { quantity: dto.quantity });
      else
        await repo(PosSaleLine).insert({
          publicId: newPublicId(),
          saleId: sale.id,
          productPublicId: pick.productId,
          variantPublicId: pick.variantId,
          quantity: dto.quantity,
        });
      await saleStore.patch(sale, {});
      return ['item_set', { productId: pick.productId, variantId: pick.variantId, quantity: dto.quantity }];
    });
  },

  /**
   * DELETE /sales/{id}/items/{productPublicId}[?variantPublicId=]: that variant's line, or every line of the product (a
   * line of a variant withdrawn since goes too). Nothing to remove: an unknown product or a variant not of it is 404.
   */
  removeItem(publicId: string, productPublicId: string, variantPublicId?: string): Promise<SaleView> {
    return draftWrite(publicId, async (sale) => {
      const productId = productPublicId.toLowerCase();
      const variantId = variantPublicId?.toLowerCase();
      const removed = await repo(PosSaleLine).delete(
        variantId ? { saleId: sale.id, productPublicId: productId, variantPublicId: variantId } : { saleId: sale.id, productPublicId: productId },
      );
      if (!removed.affected) {
        const pick = await counterVariantOf(productPublicId, variantPublicId);
        if ('missing' in pick && pick.missing === 'product') throw ProductErrors.PRODUCT_NOT_FOUND();
        if ('missing' in pick && variantPublicId) throw ProductErrors.PRODUCT_VARIANT_NOT_FOUND();
      }
      await saleStore.patch(sale, {});
      return ['item_removed', { productId, variantId: variantId ?? null, lines: removed.affected ?? 0 }];
    });
  },

  /** PATCH /sales/{id}/fulfilment: pickup (the store's location must be on), or delivery with an address and the operator's charge. */
  setFulfilment(publicId: string, dto: FulfilmentDto): Promise<SaleView> {
    return draftWrite(publicId, async (sale) => {
      if (dto.fulfilment === 'pickup') {
        if (!(await shipping.pickup.get()).isEnabled) throw E.POS_PICKUP_UNAVAILABLE();
        await saleStore.patch(sale, { fulfilment: 'pickup', addressPublicId: null, shippingCharge: 0 });
        return ['fulfilment_set', { fulfilment: 'pickup' }];
      }
      if (dto.shippingCharge === undefined) {
        throw CommonErrors.VALIDATION_FAILED(
          [{ field: 'shippingCharge', problems: ['shippingCharge is required for a delivery'] }],
          'Validation failed: shippingCharge',
        );
      }
      const addressId = await deliveryAddress(sale, dto);
      await saleStore.patch(sale, { fulfilment: 'delivery', addressPublicId: addressId, shippingCharge: dto.shippingCharge });
      return ['fulfilment_set', { fulfilment: 'delivery', addressId, shippingCharge: dto.shippingCharge }];
    });
  },
};
