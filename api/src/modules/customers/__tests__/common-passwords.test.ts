import { useTestApp } from '../../../test-support/test-app';
import { SAME_ORIGIN, asBrowser, login, registerCustomer, uniqueEmail } from '../../../test-support/accounts';

// Common passwords are refused wherever a password is set; the spec's 8-30 length rule and messages stay.
const ctx = useTestApp();

const COMMON = 'This password is too common. Please choose another one.';
// From the top of the list, in other letter cases and with spaces around, and eight spaces.
const commonPasswords = ['password', '12345678', 'PassWord', '  qwertyuiop  ', 'Football', 'sunshine1', '        '];

const register = (password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: SAME_ORIGIN,
    payload: { firstName: 'Olena', lastName: 'Kovalenko', email: uniqueEmail('common'), password },
  });

describe('common passwords', () => {
  it.each(commonPasswords)('registration refuses %j with a message under the password field', async (password) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: COMMON, fields: { password: COMMON } });
  });

  it('keeps the length rule and its messages first', async () => {
    expect((await register('1234')).json()).toEqual({
      error: 'Password is too short!',
      fields: { password: 'Password is too short!' },
    });
  });

  it('accepts a password that is not on the list', async () => {
    expect((await register('violet-harbour-42')).statusCode).toBe(201);
  });

  it('password change refuses a common new password and keeps the old one', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await ctx.app.inject(
      asBrowser(customer.token, {
        method: 'PUT',
        url: '/api/customers/password',
        payload: { currentPassword: customer.password, newPassword: 'Password1', confirmPassword: 'Password1' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: COMMON, fields: { newPassword: COMMON } });
    expect((await login(ctx.app, customer.email, customer.password)).statusCode).toBe(200);
  });

  it('setting a first password (an account from Google sign-in) refuses a common one too', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.database.db.query('UPDATE customers SET password_hash = NULL WHERE id = $1', [customer.id]);
    const res = await ctx.app.inject(
      asBrowser(customer.token, {
        method: 'PUT',
        url: '/api/customers/password',
        payload: { newPassword: 'iloveyou', confirmPassword: 'iloveyou' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: COMMON, fields: { newPassword: COMMON } });
  });
});
