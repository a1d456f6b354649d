import { boolean, object, type InferType } from 'yup';
import { lineField } from './fields';
import { deliveryAddressFields } from './shipping-schema';

const STREET_PATTERN = /^[\p{L}\p{M}\d /-]+$/u;

/**
 * Address dialog of the profile and POST/PUT /address. Every field reports its own error: the
 * original showed the city error under Country, which is not reproduced.
 */
export const addressSchema = object({
  ...deliveryAddressFields,
  /** Street. */
  addressLine1: lineField('Street').required('Street is required').matches(STREET_PATTERN, {
    message: 'Street can only contain letters, numbers, spaces, hyphens (-), and slashes (/)',
    excludeEmptyString: true,
  }),
  /** Apartment number. */
  addressLine2: lineField('Apartment')
    .required('Apartment is required')
    .matches(/^\d+$/, { message: 'Apartment can only contain numbers', excludeEmptyString: true }),
  default: boolean().optional(),
});

export type AddressInput = InferType<typeof addressSchema>;
