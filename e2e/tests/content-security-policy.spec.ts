import { everyRoute, settle } from './every-route';
import { CSP_VIOLATION, remoteOrigins, test, expect } from './fixtures';

/**
 * The shop's Content-Security-Policy (api/src/security/content-security-policy.ts) against the real
 * pages: every route, in the state a shopper sees it (the payment step with the processor's card frame,
 * the profile logged in), loads with no violation in the console. The fixture fails any test of the
 * suite on a violation; here each route is walked on purpose, and the document's own header is read.
 */
for (const { path, ready, setup, arrive, tags = [] } of everyRoute) {
  test(
    `${path} loads with the shop's Content-Security-Policy and no violation`,
    { tag: tags },
    async ({ page, request, baseURL }) => {
      if (setup) test.slow();
      await setup?.(page, request, baseURL);
      const documentAnswer = arrive
        ? undefined
        : page.waitForResponse((response) => response.request().isNavigationRequest());
      if (arrive) await arrive(page);
      else await page.goto(path);
      await expect(ready(page).first()).toBeVisible();
      await settle(page);
      if (documentAnswer) {
        const policy = (await documentAnswer).headers()['content-security-policy'] ?? '';
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain(`script-src 'self' ${remoteOrigins.catalog} `);
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      }
    },
  );
}

test('an inline script is refused and the refusal is reported', { tag: '@smoke' }, async ({ page, cspViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations[0]).toMatch(CSP_VIOLATION);
  // Seen and expected: this test's violation must not fail it.
  cspViolations.length = 0;
});
