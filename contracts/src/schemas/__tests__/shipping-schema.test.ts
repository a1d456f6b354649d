import { shippingSchema, validationErrors } from '../index';

const valid = {
  country: 'Ukraine',
  firstName: 'Anna',
  lastName: 'Kovalenko',
  city: 'Kyiv',
  email: 'anna@example.com',
  addressLine1: 'Khreshchatyk 1',
  zip: '01-001',
  phone: '0441234567',
};

describe('shippingSchema', () => {
  it('accepts an address without company and apartment', async () => {
    await expect(validationErrors(shippingSchema, valid)).resolves.toBeNull();
  });

  it('accepts hyphenated place names and the optional fields', async () => {
    const full = {
      ...valid,
      country: 'Guinea-Bissau',
      company: 'Vesna',
      addressLine2: '12',
      saveInfo: true,
      newsOffers: false,
    };
    await expect(validationErrors(shippingSchema, full)).resolves.toBeNull();
  });

  it.each([
    ['country', '', 'Country is required'],
    ['country', 'Ukraine 1', 'Country cannot contain numbers or special symbols'],
    ['firstName', '', 'First Name is required'],
    ['firstName', 'Anna#', 'First Name cannot contain numbers or special symbols'],
    ['lastName', '', 'Last Name is required'],
    ['lastName', 'K2', 'Last Name cannot contain numbers or special symbols'],
    ['city', '', 'City is required'],
    ['city', 'Kyiv 3', 'City cannot contain numbers or special symbols'],
    ['email', '', 'Email is required'],
    ['email', 'anna@example', 'Invalid email address'],
    ['addressLine1', '', 'Address is required'],
    ['zip', '', 'Postal Code is required'],
    ['zip', '01-01', 'Postal Code must be in the format **-***'],
    ['phone', '', 'Phone number is required'],
    ['phone', '04412345678', 'Phone number must be exactly 10 digits'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const errors = await validationErrors(shippingSchema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });
});
