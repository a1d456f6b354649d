import { registrationSchema, validationErrors } from '../index';

const valid = { firstName: 'Anna', lastName: 'Kovalenko', email: 'anna@example.com', password: 'secret123' };

describe('registrationSchema', () => {
  it('accepts a valid registration', async () => {
    await expect(validationErrors(registrationSchema, valid)).resolves.toBeNull();
  });

  it.each([
    ['Zoë', 'Łukasz-Żółć'],
    ['Олена', 'Шевченко'],
    ['Mary Ann', 'Smith-Jones'],
  ])('accepts names with accented and non-Latin letters, spaces and hyphens (%s %s)', async (firstName, lastName) => {
    await expect(validationErrors(registrationSchema, { ...valid, firstName, lastName })).resolves.toBeNull();
  });

  it.each([
    ['firstName', '', 'First Name is required'],
    ['firstName', 'A', 'Too short!'],
    ['firstName', 'A'.repeat(26), 'Too long!'],
    ['firstName', 'Anna1', 'Name must contain only letters'],
    ['firstName', 'Anna!', 'Name must contain only letters'],
    ['firstName', '--', 'Name must contain only letters'],
    ['firstName', '   ', 'Name cannot consist of spaces only'],
    ['lastName', '', 'Last Name is required'],
    ['lastName', 'K', 'Too short!'],
    ['lastName', 'K'.repeat(26), 'Too long!'],
    ['lastName', 'K0valenko', 'Surname must contain only letters'],
    ['lastName', '    ', 'Last Name cannot consist of spaces only'],
    ['email', '', 'Email is required'],
    ['email', 'anna@', 'Invalid email format'],
    ['password', '', 'Password is required'],
    ['password', '1234567', 'Password is too short!'],
    ['password', '1'.repeat(31), 'Password is too long!'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const errors = await validationErrors(registrationSchema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });
});
