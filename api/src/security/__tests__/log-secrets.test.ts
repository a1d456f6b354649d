import { captureLogLines } from '../../test-support/log-lines';
import type { InjectOptions } from 'fastify';
import { useTestApp } from '../../test-support/test-app';
import { SAME_ORIGIN, asBrowser, latestMail, registerCustomer, uniqueEmail } from '../../test-support/accounts';

/**
 * Tokens, URLs with tokens and card numbers never reach the log at any level (trace here), through the
 * real flows: verification and newsletter links, the Google callback, and card numbers typed into any
 * input. Validation answers never echo a card number either.
 */
const { lines, logger } = captureLogLines();
const ctx = useTestApp({ app: { logger } });

const answers: string[] = [];
const send = async (options: InjectOptions) => {
  const res = await ctx.app.inject(options);
  answers.push(res.body);
  return res;
};
/** The path and query of the first link in the latest mail to `email` whose path contains `pathPart`. */
const linkIn = async (email: string, pathPart: string) => {
  const mail = await latestMail(ctx.app, email);
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link mailed to ${email}`);
  const url = new URL(link);
  return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
};

const CARD_FORMS = [
  '4242424242424242',
  '4242 4242 4242 4242',
  '4242-4242-4242-4242',
  '4242%204242%204242%204242',
  '4242+4242+4242+4242',
  '4000000000000002',
  '378282246310005',
];

describe('logs at trace level', () => {
  it('carry no link token, no Google code or state, and no card number', async () => {
    const tokens: string[] = [];

    // Registration, the verification link, a resend and its link.
    const customer = await registerCustomer(ctx.app);
    const first = await linkIn(customer.email, '/verify-email');
    await send(asBrowser(customer.token, { method: 'POST', url: '/api/customers/verify-email/resend' }));
    const second = await linkIn(customer.email, '/verify-email');
    await send({ url: first.path });
    await send({ url: second.path });
    tokens.push(first.token, second.token);

    // The newsletter: subscribe, confirm, unsubscribe.
    const email = uniqueEmail('reader');
    await send({ method: 'POST', url: '/api/subscribers', headers: SAME_ORIGIN, payload: { email, agreement: true } });
    const confirm = await linkIn(email, '/subscribers/confirm');
    const unsubscribe = await linkIn(email, '/subscribers/unsubscribe');
    await send({ url: confirm.path });
    await send({ url: unsubscribe.path });
    // The page's buttons POST the tokens: in the body (confirm), or in the query as a one-click does.
    await send({
      method: 'POST',
      url: '/api/subscribers/confirm',
      headers: SAME_ORIGIN,
      payload: { token: confirm.token },
    });
    await send({ method: 'POST', url: unsubscribe.path, headers: SAME_ORIGIN, payload: 'List-Unsubscribe=One-Click' });
    tokens.push(confirm.token, unsubscribe.token);

    // The Google callback (the attempt fails, the URL is logged all the same), and unknown routes.
    await send({ url: '/auth/google/callback?code=G00gleAuthCode_abcdef&state=G00gleState_123456' });
    await send({ url: '/auth/google/nothing?code=G00gleAuthCode_abcdef&state=G00gleState_123456' });
    await send({ url: `/api/nothing?token=${first.token}` });
    tokens.push('G00gleAuthCode_abcdef', 'G00gleState_123456');

    // Card numbers where they do not belong: paths, queries, bodies, validation messages.
    await send({ url: '/api/banners/4242424242424242' });
    await send({ url: '/api/banners/home/4242-4242-4242-4242' });
    await send({ url: '/api/products?id=4242%204242%204242%204242' });
    await send({ url: '/api/products/filter?category=4242+4242+4242+4242&color=4000000000000002' });
    await send({ url: '/api/no/such/route/378282246310005', method: 'DELETE' });
    await send({
      method: 'POST',
      url: '/api/products/search',
      headers: SAME_ORIGIN,
      payload: { text: '4242 4242 4242 4242' },
    });
    await send(
      asBrowser(customer.token, {
        method: 'POST',
        url: '/api/customers/cart',
        payload: { productId: '4242 4242 4242 4242' },
      }),
    );
    await send(
      asBrowser(customer.token, {
        method: 'POST',
        url: '/api/customers/cart/merge',
        payload: { items: ['4242-4242-4242-4242'] },
      }),
    );
    await send(asBrowser(customer.token, { url: '/api/orders/4242424242424242' }));
    await send({ url: '/api/comments/product/id?productId=4242424242424242' });
    await send(
      asBrowser(customer.token, {
        method: 'POST',
        url: '/api/payment-methods/default',
        payload: { paymentDetails: { paymentMethodId: 'pm_4242424242424242' } },
      }),
    );
    // Whatever a handler logs: a message, a field, an error.
    ctx.app.log.info('paid with 4242 4242 4242 4242');
    ctx.app.log.info({ note: 'card 4242-4242-4242-4242', nested: { deeper: ['4000000000000002'] } }, 'note');
    ctx.app.log.error({ err: new Error('card 4242424242424242 refused') }, 'failed');
    ctx.app.log.info(`link https://shop.example/api/customers/verify-email?token=${first.token}`);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(30);
    for (const secret of [...tokens, ...CARD_FORMS]) expect(log).not.toContain(secret);
    expect(log).toContain('token=[redacted]');
    expect(log).toContain('code=[redacted]');
    expect(log).toContain('[card number redacted]');
    for (const body of answers) for (const card of CARD_FORMS) expect(body).not.toContain(card);
  });
});
