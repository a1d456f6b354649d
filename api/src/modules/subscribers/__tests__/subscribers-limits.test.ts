import { useTestApp } from '../../../test-support/test-app';
import { latestMail } from '../../../test-support/accounts';
import type { Mailer } from '../../mail/mailer';

const failing: Mailer = {
  kind: 'outbox',
  send: () => Promise.reject(new Error('SMTP down')),
  close: () => undefined,
};
let mailerFails = false;
const ctx = useTestApp({
  app: () => ({
    rateLimits: { subscribePerIp: { max: 5, windowMs: 60_000 } },
    mailer: {
      kind: 'outbox',
      send: (message) => (mailerFails ? failing.send(message) : Promise.resolve()),
      close: () => undefined,
    },
  }),
});

const subscribeFrom = (ip: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/subscribers',
    payload: { email, agreement: true },
    remoteAddress: ip,
  });

describe('POST /api/subscribers limits', () => {
  it('answers 429 with Retry-After to the sixth request in a minute from one address, not to others', async () => {
    for (let i = 0; i < 5; i += 1) expect((await subscribeFrom('10.9.0.1', `a${i}@example.com`)).statusCode).toBe(202);
    const limited = await subscribeFrom('10.9.0.1', 'a6@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await subscribeFrom('10.9.0.2', 'b@example.com')).statusCode).toBe(202);
  });

  it('answers 202 while the mail server refuses: the confirmation mail stays queued for the next try', async () => {
    mailerFails = true;
    try {
      const res = await subscribeFrom('10.9.0.3', 'c@example.com');
      expect(res.statusCode).toBe(202);
      await ctx.app.mailWorker.drain();
    } finally {
      mailerFails = false;
    }
    expect(await latestMail(ctx.app, 'c@example.com')).toMatchObject({
      subject: 'Confirm your subscription to the Vesna newsletter',
      state: 'queued',
      tries: 1,
      lastError: 'SMTP down',
    });
  });
});
