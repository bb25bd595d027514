import { defineError } from '../../core/http/app-error.js';

/** The EMI plugin's error codes (spec 02 "EMI", issue 22). */
export const EmiErrors = {
  EMI_PRODUCT_NOT_FOUND: defineError(404, 'EMI_PRODUCT_NOT_FOUND', 'The product (or the variant asked for) is not on sale'),
  EMI_DISABLED: defineError(409, 'EMI_DISABLED', 'EMI is not offered in this store'),
  EMI_PRODUCT_NOT_ELIGIBLE: defineError(409, 'EMI_PRODUCT_NOT_ELIGIBLE', 'EMI is not offered for this product'),
  EMI_BANK_NOT_FOUND: defineError(404, 'EMI_BANK_NOT_FOUND', 'EMI bank not found'),
  EMI_TENURE_NOT_OFFERED: defineError(409, 'EMI_TENURE_NOT_OFFERED', 'The bank does not offer this tenure'),
  EMI_RATE_NOT_FOUND: defineError(404, 'EMI_RATE_NOT_FOUND', 'EMI rate not found'),
  EMI_RATE_IN_FORCE_NOT_DELETABLE: defineError(
    409,
    'EMI_RATE_IN_FORCE_NOT_DELETABLE',
    'A rate already in force (or past) cannot be deleted; add a new one instead',
  ),
  EMI_REORDER_INVALID: defineError(409, 'EMI_REORDER_INVALID', 'The ids must be exactly the live banks, each once'),
  EMI_BANK_ALREADY_DELETED: defineError(409, 'EMI_BANK_ALREADY_DELETED', 'The bank is deleted'),
  EMI_BANK_NOT_DELETED: defineError(409, 'EMI_BANK_NOT_DELETED', 'The bank is not deleted'),
};
