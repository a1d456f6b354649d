import { boolean, object, type InferType } from 'yup';
import { emailField, lettersField, lineField, phoneField, postalCodeField } from './fields';

/**
 * Billing form of /payment. Messages the spec does not give (email, country, city when empty) are
 * ours, worded like the others: "<Field> is required", "Invalid email address".
 */
export const billingSchema = object({
  // Letters, spaces and hyphens as for every other name (the spec says letters and whitespace).
  name: lettersField({
    label: 'Name',
    required: 'Name is required',
    invalid: 'Name cannot contain numbers or special characters',
  }),
  email: emailField({ required: 'Email is required', invalid: 'Invalid email address' }),
  company: lineField('Company').optional(),
  addressLine1: lineField('First address line')
    .required('First address line is required')
    .test('not-blank', 'First address line is required', (value) => value == null || value.trim() !== ''),
  addressLine2: lineField('Second address line').optional(),
  zip: postalCodeField({ required: 'ZIP is required', invalid: 'ZIP format must be **-***' }),
  country: lettersField({
    label: 'Country',
    required: 'Country is required',
    invalid: 'Country cannot contain numbers or special characters',
  }),
  city: lettersField({
    label: 'City',
    required: 'City is required',
    invalid: 'City cannot contain numbers or special characters',
  }),
  phone: phoneField(),
  defaultAddress: boolean().optional(),
  alternativeAddress: boolean().optional(),
});

export type BillingInput = InferType<typeof billingSchema>;
