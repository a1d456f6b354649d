import { billingSchema, validationErrors } from '../index';

const valid = {
  name: 'Anna Kovalenko',
  email: 'anna@example.com',
  company: '',
  addressLine1: 'Khreshchatyk 1',
  addressLine2: '',
  zip: '01-001',
  country: 'Ukraine',
  city: 'Kyiv',
  phone: '0441234567',
  defaultAddress: false,
  alternativeAddress: false,
};

describe('billingSchema', () => {
  it('accepts a complete billing address with empty optional fields', async () => {
    await expect(validationErrors(billingSchema, valid)).resolves.toBeNull();
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'Anna 2', 'Name cannot contain numbers or special characters'],
    ['name', 'Anna@', 'Name cannot contain numbers or special characters'],
    ['email', '', 'Email is required'],
    ['email', 'anna', 'Invalid email address'],
    ['country', '', 'Country is required'],
    ['country', 'Ukraine1', 'Country cannot contain numbers or special characters'],
    ['addressLine1', '', 'First address line is required'],
    ['city', '', 'City is required'],
    ['city', 'Kyiv!', 'City cannot contain numbers or special characters'],
    ['zip', '', 'ZIP is required'],
    ['zip', '01001', 'ZIP format must be **-***'],
    ['zip', '1-0001', 'ZIP format must be **-***'],
    ['phone', '', 'Phone number is required'],
    ['phone', '123456789', 'Phone number must be exactly 10 digits'],
    ['phone', '044-123-4567', 'Phone number must be exactly 10 digits'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const errors = await validationErrors(billingSchema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });
});
