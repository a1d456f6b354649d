import { loginSchema, validationErrors } from '../index';

const valid = { loginOrEmail: 'anna@example.com', password: 'secret123' };

describe('loginSchema', () => {
  it('accepts a valid e-mail and password', async () => {
    await expect(validationErrors(loginSchema, valid)).resolves.toBeNull();
  });

  it.each([
    ['loginOrEmail', '', 'Email is required'],
    ['loginOrEmail', undefined, 'Email is required'],
    ['loginOrEmail', 'anna', 'Invalid email format'],
    ['loginOrEmail', 'anna@mail', 'Invalid email format'],
    ['password', '', 'Password is required'],
    ['password', 'short12', 'Password is too short!'],
    ['password', 'x'.repeat(31), 'Password is too long!'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const errors = await validationErrors(loginSchema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });

  it('accepts passwords of exactly 8 and 30 characters', async () => {
    await expect(validationErrors(loginSchema, { ...valid, password: '12345678' })).resolves.toBeNull();
    await expect(validationErrors(loginSchema, { ...valid, password: 'y'.repeat(30) })).resolves.toBeNull();
  });
});
