import { useTestApp } from '../../../test-support/test-app';

const ctx = useTestApp();

const post = (payload: unknown, url = '/api/subscribers') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/subscribers', () => {
  it('subscribes a valid address: 201 with a thank-you message', async () => {
    const res = await post({ email: 'olena@example.com', agreement: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Thank you for subscribing!/);
  });

  it('answers 200 with a friendly message for an address already subscribed (any letter case)', async () => {
    await post({ email: 'maria@example.com', agreement: true });
    const res = await post({ email: 'Maria@Example.com', agreement: true }, '/api/subscribers/');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/already subscribed/);
  });

  it('answers 400 "Invalid email address" for a bad address', async () => {
    const res = await post({ email: 'not-an-email', agreement: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid email address', fields: { email: 'Invalid email address' } });
  });

  it('answers 400 when the agreement is not ticked', async () => {
    const res = await post({ email: 'anna@example.com', agreement: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ agreement: 'You must agree before submitting' });
  });

  it('answers 400, not 500, for an empty or malformed body', async () => {
    expect((await post({})).statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/json' },
      payload: '{email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON in request body' });
  });

  it('answers 400 for a body that is not a JSON object, 415 for an unsupported content type', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'text/plain' },
      payload: 'a@b.co',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatch(/^Send a JSON object/);
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(typeof xml.json().error).toBe('string');
  });
});
