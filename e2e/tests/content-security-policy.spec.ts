import { CSP_VIOLATION, test, expect } from './fixtures';

// The walk of every route under the policy is in every-route.spec.ts (each page is loaded once for all its
// checks); here, that the policy is enforced at all.
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
