import { formatRupees } from './rupees.js';
import { signFields } from './epay-signature.js';

/** The fields ePay v2 signs on the way in, in this order. */
export const REQUEST_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';
/** What a return must have signed for us to rely on it. */
export const RETURN_REQUIRED_SIGNED = ['status', 'total_amount', 'transaction_uuid', 'product_code'] as const;

export interface FormInput {
  secret: string;
  productCode: string;
  /** minor units */
  amount: number;
  transactionUuid: string;
  successUrl: string;
  failureUrl: string;
}

/**
 * The signed form the browser posts to the gateway: the spec's seven names plus what ePay v2 requires.
 * No tax or charges are itemised, so total_amount = amount and the others are "0".
 */
export function buildEpayForm(input: FormInput): Record<string, string> {
  if (!/^[A-Za-z0-9-]{1,100}$/.test(input.transactionUuid)) throw new Error('transaction_uuid holds letters, digits and hyphens only');
  const fields: Record<string, string> = {
    amount: formatRupees(input.amount),
    tax_amount: '0',
    total_amount: formatRupees(input.amount),
    transaction_uuid: input.transactionUuid,
    product_code: input.productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: input.successUrl,
    failure_url: input.failureUrl,
    signed_field_names: REQUEST_SIGNED_FIELDS,
  };
  fields.signature = signFields(input.secret, fields, REQUEST_SIGNED_FIELDS);
  return fields;
}
