import { CONTACT_SUCCESS_MESSAGE, SHOP_EMAIL } from 'contracts';
import { latestMail, uniqueEmail } from '../../../test-support/accounts';
import { useTestApp } from '../../../test-support/test-app';

const ctx = useTestApp({ app: { rateLimits: { contactPerIp: { max: 5, windowMs: 60_000 } } } });

let ipCounter = 0;
/** Each test posts from its own client address so the limit test alone reaches the limit. */
const post = (payload: unknown, ip = `10.8.0.${(ipCounter += 1)}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/contacts', payload: payload as object, remoteAddress: ip });

const valid = (overrides: object = {}) => ({
  fullName: 'Olena Kovalenko',
  email: uniqueEmail('writer'),
  orderNumber: '',
  message: 'Where is my order?',
  privacyPolicy: true,
  ...overrides,
});

describe('POST /api/contacts', () => {
  it('stores the message, mails it to the shop and acknowledges it to the sender: 201 with the success text', async () => {
    const body = valid({ orderNumber: '100042', subject: 'Support', message: 'The <b>dress</b> is too long.' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    expect(CONTACT_SUCCESS_MESSAGE).toBe(
      'Your message was sent successfully. We will contact you within 1-2 business days',
    );

    const stored = () =>
      ctx.database.db.query<Record<string, unknown>>(
        'SELECT full_name, email, order_number, subject, message, forwarded_at FROM contact_messages WHERE email = $1',
        [body.email],
      );
    // Forwarded once the mail worker has sent the shop's copy, not before.
    expect((await stored()).rows[0]!.forwarded_at).toBeNull();
    await ctx.app.mailWorker.drain();
    const { rows } = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: 'Olena Kovalenko',
      order_number: '100042',
      subject: 'Support',
      message: 'The <b>dress</b> is too long.',
    });
    expect(rows[0]!.forwarded_at).not.toBeNull();

    const toShop = await latestMail(ctx.app, SHOP_EMAIL);
    expect(toShop.subject).toMatch(/^Contact message #\d+: Support from Olena Kovalenko$/);
    expect(toShop.text).toContain(body.email);
    expect(toShop.text).toContain('Order number: 100042');
    // What the sender typed is text in the HTML part, never markup.
    expect(toShop.html).toContain('The &lt;b&gt;dress&lt;/b&gt; is too long.');

    const ack = await latestMail(ctx.app, body.email);
    expect(ack.subject).toBe('We received your message');
    expect(ack.text).toMatch(/within 1-2 business days/);
  });

  it('takes a message without order number and subject (the wide form)', async () => {
    const body = valid();
    delete (body as { orderNumber?: string }).orderNumber;
    expect((await post(body)).statusCode).toBe(201);
    const toShop = await latestMail(ctx.app, SHOP_EMAIL);
    expect(toShop.text).toContain('Order number: none given');
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'First Name is required'],
    [{ fullName: 'O' }, 'fullName', 'Too short!'],
    [{ fullName: 'O'.repeat(26) }, 'fullName', 'Too long!'],
    [{ fullName: 'Olena 2' }, 'fullName', 'Name must contain only letters'],
    [{ fullName: '   ' }, 'fullName', 'Name cannot consist of spaces only'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'olena@' }, 'email', 'Invalid email address'],
    [{ message: '' }, 'message', 'Message is required'],
    [{ privacyPolicy: false }, 'privacyPolicy', 'You have to submit our Privacy and Policy'],
    [{ subject: 'Complaints' }, 'subject', 'Choose General Inquiry, Support or Feedback'],
  ])('answers 400 for %j with "%s: %s"', async (overrides, field, message) => {
    const res = await post(valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().fields[field]).toBe(message);
  });

  it('stores nothing and mails nobody for an invalid message', async () => {
    const email = uniqueEmail('invalid');
    await post(valid({ email, privacyPolicy: false }));
    const { rows } = await ctx.database.db.query('SELECT 1 FROM contact_messages WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
    expect(await latestMail(ctx.app, email)).toBeUndefined();
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Send a JSON object/);
  });

  it('answers 429 with Retry-After to the sixth message in a minute from one address, not to others', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(valid(), '10.8.1.1')).statusCode).toBe(201);
    const limited = await post(valid(), '10.8.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await post(valid(), '10.8.1.2')).statusCode).toBe(201);
  });
});
