import type { Color } from 'contracts';
import { asBrowser, registerCustomer, uniqueEmail } from '../../../test-support/accounts';
import { colorsOf, setStock } from '../../../test-support/catalogue';
import { eventually } from '../../../test-support/payments';
import { useTestApp } from '../../../test-support/test-app';
import { mailDueBackInStock } from '../service';

/**
 * "Email me when it's back" (issue 32, point 7): a guest gives an e-mail, a logged-in customer clicks once; when
 * the size's stock rises above 0, however it rises, each waiting shopper gets one mail through the durable
 * queue with the product link and a one-click unsubscribe, and the request is forgotten. The mailer runs on the
 * database's wake-up here (backInStockIntervalMs on), as in the shop.
 */
const ctx = useTestApp({ app: { backInStockIntervalMs: 60_000, publicOrigin: 'https://shop.example' } });
const db = () => ctx.database.db;
let color: Color;

const ask = (payload: object, token?: string) =>
  ctx.app.inject(
    token
      ? asBrowser(token, { method: 'POST', url: '/api/products/100003/back-in-stock', payload })
      : {
          method: 'POST',
          url: '/api/products/100003/back-in-stock',
          headers: { 'sec-fetch-site': 'same-origin' },
          payload,
        },
  );

const mailsTo = async (email: string) =>
  (
    await db().query<{ subject: string; text: string; html: string; headers: Record<string, string> | string }>(
      `SELECT subject, text, html, headers FROM mail_queue WHERE lower("to") = lower($1) AND purpose = 'back-in-stock' ORDER BY id`,
      [email],
    )
  ).rows;
const waiting = async (email: string) =>
  (await db().query('SELECT 1 FROM back_in_stock_requests WHERE lower(email) = lower($1)', [email])).rows.length;

beforeAll(async () => {
  [color] = await colorsOf(db(), '100003');
});
beforeEach(async () => {
  await setStock(db(), '100003', color, { l: 0, m: 0 });
});

it('a guest and a customer wait for a sold-out size; a restock mails each of them once and forgets them', async () => {
  const guest = uniqueEmail('guest');
  const first = await ask({ color, size: 'l', email: guest });
  expect(first.statusCode).toBe(201);
  expect(first.json().message).toBe(`We will e-mail ${guest} once when size L in ${color} is back.`);
  expect((await ask({ color, size: 'l', email: guest.toUpperCase() })).statusCode).toBe(200);
  const customer = await registerCustomer(ctx.app);
  // Her address comes from the session, never from the body.
  expect((await ask({ color, size: 'l', email: 'someone.else@example.com' }, customer.token)).statusCode).toBe(201);
  expect(await waiting('someone.else@example.com')).toBe(0);

  await setStock(db(), '100003', color, { l: 4 });
  const mails = await eventually(async () => {
    const [g, c] = [await mailsTo(guest), await mailsTo(customer.email)];
    if (g.length === 0 || c.length === 0) throw new Error('not yet');
    return { g, c };
  });
  expect(mails.g).toHaveLength(1);
  expect(mails.g[0]!.subject).toMatch(new RegExp(`^Back in stock: .+ in ${color}, size L$`));
  expect(mails.g[0]!.text).toContain(`https://shop.example/100003?color=${color}&size=l`);
  expect(mails.g[0]!.text).toMatch(/https:\/\/shop\.example\/api\/back-in-stock\/unsubscribe\?token=\S+/);
  // The colour's main photo: an absolute JPEG of a real size (mail clients know no <picture>), never a drawing.
  const { rows: main } = await db().query<{ hash: string }>(
    `SELECT content_hash AS hash FROM product_photos WHERE product_id = '100003' AND color = $1 AND position = 0`,
    [color],
  );
  expect(mails.g[0]!.html).toContain(
    `<img src="https://shop.example/api/photos/${main[0]!.hash}-480.jpg" width="240" height="300" alt="`,
  );
  const headers = typeof mails.g[0]!.headers === 'string' ? JSON.parse(mails.g[0]!.headers) : mails.g[0]!.headers;
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(await waiting(guest)).toBe(0);
  // Sold out and back again: nobody waits any more, no second mail.
  await setStock(db(), '100003', color, { l: 0 });
  await setStock(db(), '100003', color, { l: 2 });
  await mailDueBackInStock(db(), 'https://shop.example');
  expect(await mailsTo(guest)).toHaveLength(1);
});

it('a size that sells out again before the mailer comes keeps its shoppers waiting for the next rise', async () => {
  const guest = uniqueEmail('guest');
  await ask({ color, size: 'm', email: guest });
  await db().transaction(async (tx) => {
    await tx.query(`UPDATE variant_sizes SET quantity = 1 WHERE product_id = '100003' AND color = $1 AND size = 'm'`, [
      color,
    ]);
    await tx.query(`UPDATE variant_sizes SET quantity = 0 WHERE product_id = '100003' AND color = $1 AND size = 'm'`, [
      color,
    ]);
  });
  await mailDueBackInStock(db(), 'https://shop.example');
  expect(await mailsTo(guest)).toHaveLength(0);
  expect(await waiting(guest)).toBe(1);
});

it('the mail’s link forgets every request still waiting for that address', async () => {
  const guest = uniqueEmail('guest');
  await ask({ color, size: 'l', email: guest });
  await ask({ color, size: 'm', email: guest });
  await setStock(db(), '100003', color, { l: 1 });
  await mailDueBackInStock(db(), 'https://shop.example');
  // The app's own mailer may have taken the request first (on PostgreSQL it wakes on the stock change, and this
  // call then skips the row it holds): the mail is there once its transaction commits.
  const [mail] = await eventually(async () => {
    const mails = await mailsTo(guest);
    if (mails.length === 0) throw new Error('not yet');
    return mails;
  });
  const link = /https:\/\/shop\.example(\/api\/back-in-stock\/unsubscribe\?token=\S+)/.exec(mail!.text)![1]!;
  const res = await ctx.app.inject({ url: link });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('/?notice=back-in-stock-unsubscribed');
  expect(await waiting(guest)).toBe(0);
  expect((await ctx.app.inject({ url: link })).headers.location).toBe('/?notice=back-in-stock-link-invalid');
});

it('refuses what makes no sense, with the reason, and stores nothing', async () => {
  await setStock(db(), '100003', color, { s: 3 });
  const inStock = await ask({ color, size: 's', email: uniqueEmail() });
  expect(inStock.statusCode).toBe(409);
  expect(inStock.json().error).toBe('This size is in stock: add it to your bag.');
  const noEmail = await ask({ color, size: 'l' });
  expect(noEmail.statusCode).toBe(400);
  expect(noEmail.json()).toEqual({ error: 'Email is required', fields: { email: 'Email is required' } });
  const badEmail = await ask({ color, size: 'l', email: 'not-an-address' });
  expect(badEmail.json().fields).toEqual({ email: 'Invalid email address' });
  expect((await ask({ color, size: '4xl', email: uniqueEmail() })).json().fields).toEqual({
    size: 'Choose a sold-out size',
  });
  const unknown = await ctx.app.inject({
    method: 'POST',
    url: '/api/products/999999/back-in-stock',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { color, size: 'l', email: uniqueEmail() },
  });
  expect(unknown.statusCode).toBe(404);
  expect(
    (await db().query('SELECT 1 FROM back_in_stock_requests WHERE product_id = $1', ['999999'])).rows,
  ).toHaveLength(0);
});
