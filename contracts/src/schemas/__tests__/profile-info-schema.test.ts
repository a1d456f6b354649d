import { profileInfoSchema, validationErrors } from '../index';

const valid = {
  firstName: 'Anna',
  lastName: 'Kovalenko-Shevchenko',
  email: 'anna@example.com',
  birthDate: '1994-05-17',
  phoneNumber: '0441234567',
};

describe('profileInfoSchema', () => {
  it('accepts a complete profile', async () => {
    await expect(validationErrors(profileInfoSchema, valid)).resolves.toBeNull();
  });

  it.each([
    ['firstName', '', 'First Name is required'],
    ['firstName', 'A', 'Too short!'],
    ['firstName', 'A'.repeat(26), 'Too long!'],
    ['firstName', 'Ann4', 'Name must contain only letters'],
    ['firstName', '  ', 'Name cannot consist of spaces only'],
    ['lastName', '', 'Last Name is required'],
    ['lastName', 'K', 'Too short!'],
    ['lastName', 'K'.repeat(26), 'Too long!'],
    ['lastName', 'K_', 'Surname must contain only letters'],
    ['lastName', '   ', 'Last Name cannot consist of spaces only'],
    ['email', '', 'Email is required'],
    ['email', 'anna@@example.com', 'Invalid email format'],
    ['birthDate', '', 'Birth date is required'],
    ['birthDate', '1994-02-30', 'Invalid birth date'],
    ['birthDate', '17.05.1994', 'Invalid birth date'],
    ['birthDate', '2999-01-01', 'Invalid birth date'],
    ['phoneNumber', '', 'Phone number is required'],
    ['phoneNumber', '12345', 'Phone number must be exactly 10 digits'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const errors = await validationErrors(profileInfoSchema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });
});
