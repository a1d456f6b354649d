import { useTestApp } from '../../../test-support/test-app';
import {
  asBearer,
  asBrowser,
  latestMail,
  login,
  registerCustomer,
  sessionCookieOf,
  uniqueEmail,
  verificationPath,
} from '../../../test-support/accounts';

const ctx = useTestApp();

const profile = (overrides: object = {}) => ({
  firstName: 'Maria',
  lastName: 'Shevchenko',
  email: uniqueEmail('maria'),
  birthDate: '1990-04-12',
  phoneNumber: '0501234567',
  ...overrides,
});

describe('PUT /api/customers (profile)', () => {
  it('saves the profile: 200 {success, user} with birthDate and phoneNumber', async () => {
    const customer = await registerCustomer(ctx.app);
    const input = profile({ email: customer.email });
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'PUT', url: '/api/customers', payload: input }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: {
        ...customer.user,
        firstName: 'Maria',
        lastName: 'Shevchenko',
        birthDate: '1990-04-12',
        phoneNumber: '0501234567',
      },
    });
  });

  it('makes a changed e-mail unverified and mails a new verification link to it', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.app.inject({ url: await verificationPath(ctx.app, customer.email) });
    const newEmail = uniqueEmail('changed');
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'PUT', url: '/api/customers', payload: profile({ email: newEmail }) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await latestMail(ctx.app, newEmail)).subject).toBe('Verify your email address for Vesna');
  });

  it('keeps the verified flag when the e-mail only changes letter case', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.app.inject({ url: await verificationPath(ctx.app, customer.email) });
    const res = await ctx.app.inject(
      asBrowser(customer.token, {
        method: 'PUT',
        url: '/api/customers',
        payload: profile({ email: customer.email.toUpperCase() }),
      }),
    );
    expect(res.json().user.emailVerified).toBe(true);
  });

  it('answers 409 when the new e-mail belongs to another account, and changes nothing', async () => {
    const a = await registerCustomer(ctx.app);
    const b = await registerCustomer(ctx.app);
    const res = await ctx.app.inject(
      asBrowser(b.token, { method: 'PUT', url: '/api/customers', payload: profile({ email: a.email }) }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('User already exists. Please, choose other email.');
    expect((await ctx.app.inject(asBrowser(b.token, { url: '/api/customers/customer' }))).json()).toEqual(b.user);
  });

  it.each([
    ['firstName', '', 'First Name is required'],
    ['firstName', 'M', 'Too short!'],
    ['firstName', 'M'.repeat(26), 'Too long!'],
    ['firstName', 'M4ria', 'Name must contain only letters'],
    ['firstName', '  ', 'Name cannot consist of spaces only'],
    ['lastName', '', 'Last Name is required'],
    ['lastName', 'Sh3vchenko', 'Surname must contain only letters'],
    ['email', 'maria@', 'Invalid email format'],
    ['email', '', 'Email is required'],
    ['birthDate', '', 'Birth date is required'],
    ['birthDate', '2999-01-01', 'Invalid birth date'],
    ['phoneNumber', '', 'Phone number is required'],
    ['phoneNumber', '12345', 'Phone number must be exactly 10 digits'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const customer = await registerCustomer(ctx.app);
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'PUT', url: '/api/customers', payload: profile({ [field]: value }) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/customers', payload: profile() });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/customers/password', () => {
  const change = (token: string, payload: object) =>
    ctx.app.inject(asBrowser(token, { method: 'PUT', url: '/api/customers/password', payload }));

  it('changes the password: 200 {success, token}, a fresh cookie for this browser, the new password logs in', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await change(customer.token, {
      currentPassword: customer.password,
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(res.json()).toEqual({ success: true, token: expect.any(String) });
    expect(token).not.toBe(customer.token);
    expect(sessionCookieOf(res)!.value).toBe(token);
    expect((await ctx.app.inject(asBrowser(token, { url: '/api/cookies' }))).statusCode).toBe(200);
    expect((await login(ctx.app, customer.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(ctx.app, customer.email, customer.password)).statusCode).toBe(401);
  });

  it('lets an account without a password (Google sign-in) set one without a current password', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.database.db.query('UPDATE customers SET password_hash = NULL WHERE id = $1', [customer.id]);
    const before = await ctx.app.inject(asBrowser(customer.token, { url: '/api/customers/customer' }));
    expect(before.json().hasPassword).toBe(false);

    const res = await change(customer.token, { newPassword: 'first-password-1', confirmPassword: 'first-password-1' });

    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const after = await ctx.app.inject(asBrowser(token, { url: '/api/customers/customer' }));
    expect(after.json().hasPassword).toBe(true);
    expect((await login(ctx.app, customer.email, 'first-password-1')).statusCode).toBe(200);
    // From now on the current password is asked for.
    const again = await change(token, { newPassword: 'second-password-2', confirmPassword: 'second-password-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'Current password is required',
      fields: { currentPassword: 'Current password is required' },
    });
  });

  it('still checks the new password of an account without one', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.database.db.query('UPDATE customers SET password_hash = NULL WHERE id = $1', [customer.id]);
    const res = await change(customer.token, { newPassword: 'short', confirmPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Password is too short!', fields: { newPassword: 'Password is too short!' } });
  });

  it('answers 400 "Current password is incorrect" for a wrong current password and keeps the old one', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await change(customer.token, {
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect((await login(ctx.app, customer.email, customer.password)).statusCode).toBe(200);
    expect((await ctx.app.inject(asBrowser(customer.token, { url: '/api/cookies' }))).statusCode).toBe(200);
  });

  it.each([
    ['currentPassword', '', 'Current password is required'],
    ['newPassword', '', 'Password is required'],
    ['newPassword', 'short', 'Password is too short!'],
    ['newPassword', 'y'.repeat(31), 'Password is too long!'],
    ['confirmPassword', '', 'Please confirm your password'],
    ['confirmPassword', 'something-else', 'Passwords must match'],
  ])('answers 400 when %s is %j: "%s"', async (field, value, message) => {
    const customer = await registerCustomer(ctx.app);
    const payload = {
      currentPassword: customer.password,
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
      [field]: value,
    };
    if (field === 'newPassword') payload.confirmPassword = value;
    const res = await change(customer.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('DELETE /api/customers/delete-account', () => {
  it('deletes the account: 200 {success}, cookie cleared, the e-mail no longer logs in and can register again', async () => {
    const customer = await registerCustomer(ctx.app);
    const res = await ctx.app.inject(
      asBrowser(customer.token, { method: 'DELETE', url: '/api/customers/delete-account' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(sessionCookieOf(res)!.value).toBe('');
    expect((await login(ctx.app, customer.email, customer.password)).statusCode).toBe(401);
    expect((await ctx.app.inject(asBearer(customer.token, { url: '/api/customers/customer' }))).statusCode).toBe(401);
    await expect(registerCustomer(ctx.app, { email: customer.email })).resolves.toBeDefined();
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/customers/delete-account' });
    expect(res.statusCode).toBe(401);
  });
});
