import { boolean, object, type InferType } from 'yup';
import { emailField, lettersField, lineField, phoneField, postalCodeField } from './fields';

/**
 * Fields of a delivery address shared by the shipping step (/info) and the profile address dialog.
 * The "... is required" messages are ours (the spec only says "required"); the format messages are
 * the spec's.
 */
export const deliveryAddressFields = {
  country: lettersField({
    label: 'Country',
    required: 'Country is required',
    invalid: 'Country cannot contain numbers or special symbols',
  }),
  firstName: lettersField({
    label: 'First Name',
    required: 'First Name is required',
    invalid: 'First Name cannot contain numbers or special symbols',
  }),
  lastName: lettersField({
    label: 'Last Name',
    required: 'Last Name is required',
    invalid: 'Last Name cannot contain numbers or special symbols',
  }),
  city: lettersField({
    label: 'City',
    required: 'City is required',
    invalid: 'City cannot contain numbers or special symbols',
  }),
  email: emailField({ required: 'Email is required', invalid: 'Invalid email address' }),
  zip: postalCodeField({ required: 'Postal Code is required', invalid: 'Postal Code must be in the format **-***' }),
  phone: phoneField(),
};

/** Contact and shipping-address form of /info. */
export const shippingSchema = object({
  ...deliveryAddressFields,
  addressLine1: lineField('Address')
    .required('Address is required')
    .test('not-blank', 'Address is required', (value) => value == null || value.trim() !== ''),
  /** Apartment, optional here. */
  addressLine2: lineField('Apartment').optional(),
  company: lineField('Company').optional(),
  saveInfo: boolean().optional(),
  newsOffers: boolean().optional(),
});

export type ShippingInput = InferType<typeof shippingSchema>;
