import { boolean, object, string, type InferType } from 'yup';
import { emailField, lettersField, phoneField, postalCodeField } from './fields';

/**
 * Fields of a delivery address shared by the shipping step (/info) and the profile address dialog.
 * The "... is required" messages are ours (the spec only says "required"); the format messages are
 * the spec's.
 */
export const deliveryAddressFields = {
  country: lettersField({
    required: 'Country is required',
    invalid: 'Country cannot contain numbers or special symbols',
  }),
  firstName: lettersField({
    required: 'First Name is required',
    invalid: 'First Name cannot contain numbers or special symbols',
  }),
  lastName: lettersField({
    required: 'Last Name is required',
    invalid: 'Last Name cannot contain numbers or special symbols',
  }),
  city: lettersField({ required: 'City is required', invalid: 'City cannot contain numbers or special symbols' }),
  email: emailField({ required: 'Email is required', invalid: 'Invalid email address' }),
  zip: postalCodeField({ required: 'Postal Code is required', invalid: 'Postal Code must be in the format **-***' }),
  phone: phoneField(),
};

/** Contact and shipping-address form of /info. */
export const shippingSchema = object({
  ...deliveryAddressFields,
  addressLine1: string()
    .required('Address is required')
    .test('not-blank', 'Address is required', (value) => value == null || value.trim() !== ''),
  /** Apartment, optional here. */
  addressLine2: string().optional(),
  company: string().optional(),
  saveInfo: boolean().optional(),
  newsOffers: boolean().optional(),
});

export type ShippingInput = InferType<typeof shippingSchema>;
