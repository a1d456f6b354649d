import { addressSchema, validationErrors } from '../index';

const valid = {
  country: 'Ukraine',
  city: 'Kyiv',
  firstName: 'Anna',
  lastName: 'Kovalenko',
  email: 'anna@example.com',
  zip: '01-001',
  phone: '0441234567',
  addressLine1: 'Khreshchatyk 22/1-b',
  addressLine2: '14',
};

describe('addressSchema', () => {
  it('accepts a complete address', async () => {
    await expect(validationErrors(addressSchema, valid)).resolves.toBeNull();
  });

  it.each([
    ['country', '', 'Country is required'],
    ['country', 'Ukr@ine', 'Country cannot contain numbers or special symbols'],
    ['city', '', 'City is required'],
    ['city', 'Kyiv2', 'City cannot contain numbers or special symbols'],
    ['firstName', '', 'First Name is required'],
    ['firstName', 'Anna1', 'First Name cannot contain numbers or special symbols'],
    ['lastName', '', 'Last Name is required'],
    ['lastName', 'K!', 'Last Name cannot contain numbers or special symbols'],
    ['email', '', 'Email is required'],
    ['email', 'anna', 'Invalid email address'],
    ['zip', '', 'Postal Code is required'],
    ['zip', 'AB-CDE', 'Postal Code must be in the format **-***'],
    ['phone', '', 'Phone number is required'],
    ['phone', 'phone12345', 'Phone number must be exactly 10 digits'],
    ['addressLine1', '', 'Street is required'],
    [
      'addressLine1',
      'Khreshchatyk, 22',
      'Street can only contain letters, numbers, spaces, hyphens (-), and slashes (/)',
    ],
    ['addressLine2', '', 'Apartment is required'],
    ['addressLine2', '14a', 'Apartment can only contain numbers'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const errors = await validationErrors(addressSchema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });

  it('shows the country error under country and the city error under city (no copied quirk)', async () => {
    const errors = await validationErrors(addressSchema, { ...valid, country: 'Ukraine1', city: '' });
    expect(errors).toEqual({
      country: 'Country cannot contain numbers or special symbols',
      city: 'City is required',
    });
  });
});
