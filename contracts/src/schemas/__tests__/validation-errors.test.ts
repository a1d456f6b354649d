import { number, object, string } from 'yup';
import { loginSchema, registrationSchema, validationErrors } from '../index';

describe('validationErrors', () => {
  it('returns null for a valid value', async () => {
    await expect(validationErrors(loginSchema, { loginOrEmail: 'a@b.co', password: '12345678' })).resolves.toBeNull();
  });

  it('reports every failing field with its first message only', async () => {
    await expect(validationErrors(registrationSchema, {})).resolves.toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('reports "spaces only" before the length and letters rules', async () => {
    const errors = await validationErrors(registrationSchema, {
      firstName: ' ',
      lastName: 'Kovalenko',
      email: 'a@b.co',
      password: '12345678',
    });
    expect(errors).toEqual({ firstName: 'Name cannot consist of spaces only' });
  });

  it('keys nested fields by their path and a whole-value error by ""', async () => {
    const nested = object({ address: object({ zip: string().required('ZIP is required') }) });
    await expect(validationErrors(nested, { address: {} })).resolves.toEqual({ 'address.zip': 'ZIP is required' });
    await expect(validationErrors(number().required('Needed'), undefined)).resolves.toEqual({ '': 'Needed' });
  });

  it('rethrows errors that are not validation failures', async () => {
    const broken = string().test('boom', 'never', () => {
      throw new TypeError('bug in a test');
    });
    await expect(validationErrors(broken, 'x')).rejects.toThrow('bug in a test');
  });
});
