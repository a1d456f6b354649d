import { boolean, object, string, type InferType } from 'yup';
import { emailField, lettersField, phoneField, postalCodeField } from './fields';

/**
 * Billing form of /payment. Messages the spec does not give (email, country, city when empty) are
 * ours, worded like the others: "<Field> is required", "Invalid email address".
 */
export const billingSchema = object({
  // Letters, spaces and hyphens as for every other name (the spec says letters and whitespace).
  name: lettersField({ required: 'Name is required', invalid: 'Name cannot contain numbers or special characters' }),
  email: emailField({ required: 'Email is required', invalid: 'Invalid email address' }),
  company: string().optional(),
  addressLine1: string()
    .required('First address line is required')
    .test('not-blank', 'First address line is required', (value) => value == null || value.trim() !== ''),
  addressLine2: string().optional(),
  zip: postalCodeField({ required: 'ZIP is required', invalid: 'ZIP format must be **-***' }),
  country: lettersField({
    required: 'Country is required',
    invalid: 'Country cannot contain numbers or special characters',
  }),
  city: lettersField({ required: 'City is required', invalid: 'City cannot contain numbers or special characters' }),
  phone: phoneField(),
  defaultAddress: boolean().optional(),
  alternativeAddress: boolean().optional(),
});

export type BillingInput = InferType<typeof billingSchema>;
