import { defineError } from '../../core/http/app-error.js';

/** The addresses plugin's error codes (issue 12, Addresses). */
export const AddressErrors = {
  ADDRESS_NOT_FOUND: defineError(404, 'ADDRESS_NOT_FOUND', 'Address not found'),
  ADDRESS_LIMIT_REACHED: defineError(409, 'ADDRESS_LIMIT_REACHED', 'A customer has at most 20 addresses'),
};
