import { field } from '../../../core/http/openapi/response-fields.js';
import { SALE_STATUSES, type Fulfilment, type SaleStatus } from '../entities/pos-sale.entity.js';

const money = (description?: string) => field.integer({ description: description ?? 'minor units' });

export class PosCustomerResponse {
  @field.uuid({ description: "the account's public id" }) id: string;
  @field.string() name: string;
  @field.string({ nullable: true, description: 'null for a phone-only walk-in' }) email: string | null;
  @field.string({ nullable: true }) phone: string | null;
}

export class PosSaleLineResponse {
  @field.uuid() variantPublicId: string;
  @field.uuid() productPublicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) variantName: string | null;
  @field.string({ nullable: true }) sku: string | null;
  @field.integer({ description: '1..99' }) quantity: number;
  @money('live (a deal applies) while drafting; frozen once completed') unitPrice: number;
  @money('unitPrice x quantity') lineTotal: number;
  @field.integer({ nullable: true, description: 'units on hand now; null when untracked' }) available: number | null;
}

export class PosSaleLinksResponse {
  @field.uuid({ nullable: true }) cartId: string | null;
  @field.uuid({ nullable: true }) checkoutId: string | null;
  @field.uuid({ nullable: true }) paymentAttemptId: string | null;
  @field.uuid({ nullable: true }) orderId: string | null;
}

export class PosSalePaymentResponse {
  @field.enum(['cash', 'card', 'qr'] as const) method: 'cash' | 'card' | 'qr';
  @field.integer({ nullable: true, description: 'cash only' }) amountTendered: number | null;
  @field.integer({ nullable: true, description: 'cash only: amountTendered - grandTotal' }) change: number | null;
  @field.string({ nullable: true }) reference: string | null;
}

/** A counter sale (issue 23): every POS sale route answers it. */
export class PosSaleResponse {
  @field.uuid() publicId: string;
  @field.enum(SALE_STATUSES) status: SaleStatus;
  @field.uuid({ description: "the administrator's public id" }) createdBy: string;
  @field.boolean({ description: 'true when this sale created the account (a walk-in)' }) customerCreated: boolean;
  @field.object(() => PosCustomerResponse, { nullable: true }) customer: PosCustomerResponse | null;
  @field.array(() => PosSaleLineResponse) lines: PosSaleLineResponse[];
  @field.enum(['pickup', 'delivery'] as const) fulfilment: Fulfilment;
  @field.uuid({ nullable: true, description: "the delivery address (the customer's book)" }) addressId: string | null;
  @money('delivery only; 0 for pickup') shippingCharge: number;
  @money('sum of lineTotal + shippingCharge (no coupons)') grandTotal: number;
  @field.object(() => PosSaleLinksResponse) links: PosSaleLinksResponse;
  @field.object(() => PosSalePaymentResponse, { nullable: true, description: 'null until completed' }) payment: PosSalePaymentResponse | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

export class PosSaleEventResponse {
  @field.dateTime() at: string;
  @field.string() event: string;
  @field.string({ description: "the actor's public id, or system" }) actor: string;
  @field.schema({ type: 'object' }) details: Record<string, unknown>;
}

export class PosDealResponse {
  @field.uuid() id: string;
  @money('the deal price') price: number;
}

export class PosLookupVariantResponse {
  @field.uuid() variantPublicId: string;
  @field.string({ nullable: true }) sku: string | null;
  @field.string({ nullable: true }) name: string | null;
  @money('the selling price, or the deal price') price: number;
  @field.object(() => PosDealResponse, { nullable: true }) deal: PosDealResponse | null;
  @field.integer({ nullable: true, description: 'null when untracked' }) available: number | null;
}

export class PosLookupProductResponse {
  @field.uuid() productPublicId: string;
  @field.string() name: string;
  @field.array(() => PosLookupVariantResponse) variants: PosLookupVariantResponse[];
}
