import {
  addressSchema,
  billingSchema,
  contactSchema,
  makeFeedbackSchema,
  newsletterSchema,
  registrationSchema,
  shippingSchema,
  validationErrors,
} from '../index';
import type { AnySchema } from 'yup';

/** Every text the server stores has a length bound; the limit itself is accepted, one more is not. */
const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const ADDRESS = {
  country: 'Ukraine',
  city: 'Kyiv',
  firstName: 'Anna',
  lastName: 'Kovalenko',
  email: 'anna@example.com',
  zip: '01-001',
  phone: '0441234567',
  addressLine1: 'Khreshchatyk 22',
  addressLine2: '14',
};
const BILLING = { ...ADDRESS, name: 'Anna Kovalenko' };
const CONTACT = { fullName: 'Anna', email: 'anna@example.com', message: 'Hello', privacyPolicy: true };

describe.each<[string, string, AnySchema, object, (n: number) => string, number, string]>([
  [
    'registration',
    'email',
    registrationSchema,
    { firstName: 'Anna', lastName: 'Kovalenko', password: 'correct-horse-1' },
    email,
    254,
    'Email must be at most 254 characters',
  ],
  ['newsletter', 'email', newsletterSchema, { agreement: true }, email, 254, 'Email must be at most 254 characters'],
  ['address', 'city', addressSchema, ADDRESS, (n) => 'K'.repeat(n), 100, 'City must be at most 100 characters'],
  [
    'address',
    'addressLine1',
    addressSchema,
    ADDRESS,
    (n) => 'K'.repeat(n),
    100,
    'Street must be at most 100 characters',
  ],
  ['shipping', 'company', shippingSchema, ADDRESS, (n) => 'K'.repeat(n), 100, 'Company must be at most 100 characters'],
  ['billing', 'name', billingSchema, BILLING, (n) => 'K'.repeat(n), 100, 'Name must be at most 100 characters'],
  ['contact', 'message', contactSchema, CONTACT, (n) => 'm'.repeat(n), 5000, 'Message must be at most 5000 characters'],
  [
    'contact',
    'orderNumber',
    contactSchema,
    CONTACT,
    (n) => '1'.repeat(n),
    100,
    'Order number must be at most 100 characters',
  ],
  [
    'feedback',
    'content',
    makeFeedbackSchema('Linen Dress'),
    { rate: 5 },
    (n) => 'f'.repeat(n),
    2000,
    'Feedback must be at most 2000 characters',
  ],
])('%s schema, %s', (_name, field, schema, base, text, max, message) => {
  it(`accepts ${max} characters`, async () => {
    const errors = await validationErrors(schema, { ...base, [field]: text(max) });
    expect(errors?.[field]).toBeUndefined();
  });

  it(`refuses ${max + 1}: "${message}"`, async () => {
    const errors = await validationErrors(schema, { ...base, [field]: text(max + 1) });
    expect(errors?.[field]).toBe(message);
  });
});
