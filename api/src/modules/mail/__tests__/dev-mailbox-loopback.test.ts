import { useTestApp } from '../../../test-support/test-app';

// The development mailbox shows everyone's mail (verification links included): only this machine may read it.
// Built behind a trusted proxy (TRUST_PROXY=true), where request.ip comes from X-Forwarded-For.
const savedTrustProxy = process.env.TRUST_PROXY;
beforeAll(() => {
  process.env.TRUST_PROXY = 'true';
});
const ctx = useTestApp();
afterAll(() => {
  if (savedTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = savedTrustProxy;
});

describe('development mailbox: loopback clients only', () => {
  it.each(['/dev/mailbox', '/api/dev/outbox', '/api/dev/outbox?to=someone@example.com'])(
    '%s answers 403 to another machine',
    async (url) => {
      const res = await ctx.app.inject({ url, remoteAddress: '10.0.0.5' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'The development mailbox answers only requests from this machine.' });
    },
  );

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('answers a client on %s', async (remoteAddress) => {
    expect((await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/dev/mailbox', remoteAddress })).statusCode).toBe(200);
  });

  it('is not fooled by X-Forwarded-For behind a trusted proxy', async () => {
    const res = await ctx.app.inject({
      url: '/api/dev/outbox',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(403);
  });
});
