import { useTestApp } from '../../../test-support/test-app';
import { registerCustomer } from '../../../test-support/accounts';
import { postPurchase, postPurchaseAsGuest, purchaseBody } from '../../../test-support/checkout';

// POST /api/purchase is limited per account (a script trying stolen cards through one account), here to
// three a minute; the default is ten in ten minutes (security/rate-limiter.ts).
const ctx = useTestApp({ app: { rateLimits: { purchasePerAccount: { max: 3, windowMs: 60_000 } } } });

describe('POST /api/purchase per account', () => {
  it('answers 429 "Too many attempts. Please try again later." with Retry-After past the limit; another account pays on', async () => {
    const customer = await registerCustomer(ctx.app);
    // Each attempt fails before payment (empty bag), and each one counts.
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await postPurchase(ctx.app, customer, purchaseBody(22))).statusCode).toBe(400);
    const refused = await postPurchase(ctx.app, customer, purchaseBody(22));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many attempts. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    const other = await registerCustomer(ctx.app);
    expect((await postPurchase(ctx.app, other, purchaseBody(22))).statusCode).toBe(400);
  });

  it('does not count a guest against anyone (401 first)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await postPurchaseAsGuest(ctx.app, purchaseBody(22));
      expect(res.statusCode).toBe(401);
    }
  });
});
