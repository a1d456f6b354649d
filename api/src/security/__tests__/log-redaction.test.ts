import { captureLogLines } from '../../test-support/log-lines';
import { useTestApp } from '../../test-support/test-app';
import { SAME_ORIGIN, asBrowser, registerCustomer } from '../../test-support/accounts';

const { lines, logger } = captureLogLines();
const ctx = useTestApp({ app: { logger } });

describe('logs', () => {
  it('contain no password, session token or card data through registration, login, password change and card save', async () => {
    const customer = await registerCustomer(ctx.app, { password: 'Sup3r-Secret-pw' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      headers: SAME_ORIGIN,
      payload: { loginOrEmail: customer.email, password: 'Wrong-Secret-pw' },
    });
    const loggedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      headers: SAME_ORIGIN,
      payload: { loginOrEmail: customer.email, password: 'Sup3r-Secret-pw' },
    });
    const changed = await ctx.app.inject(
      asBrowser(loggedIn.json().token, {
        method: 'PUT',
        url: '/api/customers/password',
        payload: { currentPassword: 'Sup3r-Secret-pw', newPassword: 'N3w-Secret-pw', confirmPassword: 'N3w-Secret-pw' },
      }),
    );
    await ctx.app.inject(
      asBrowser(changed.json().token, {
        method: 'POST',
        url: '/api/payment-methods/default',
        payload: { paymentDetails: { cardNumber: '4242424242424242', cardExpiryDate: '12/39', cardCVV: '987' } },
      }),
    );
    // Anything a handler might log about a request body is redacted too.
    ctx.app.log.info(
      {
        body: { password: 'Logged-Secret-pw', cardNumber: '4242424242424242', paymentDetails: { cardCVV: '987' } },
        authorization: 'Bearer abc',
      },
      'body',
    );

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      'Sup3r-Secret-pw',
      'Wrong-Secret-pw',
      'N3w-Secret-pw',
      'Logged-Secret-pw',
      '4242424242424242',
      '"987"',
      customer.token,
      loggedIn.json().token,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('[redacted]');
  });
});
