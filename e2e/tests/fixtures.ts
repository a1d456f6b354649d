import { test as base, expect, type Page } from '@playwright/test';

/** Chromium's console text for anything the Content-Security-Policy refused. */
export const CSP_VIOLATION = /Content Security Policy/i;

/**
 * What the console says when the browser's first render differed from the server's HTML: the shell's
 * hydrateRoot reports each recoverable error as "[shell] hydration mismatch", and React's own codes for
 * text, tree and Suspense mismatches (#418, #419, #423, #425) are caught too.
 */
export const HYDRATION_WARNING = /hydration|Minified React error #(418|419|423|425)/i;

/** A fixture that collects the console lines matching `pattern` and fails the test if there are any. */
function failOnConsole(pattern: RegExp, what: string) {
  return async ({ page }: { page: Page }, use: (lines: string[]) => Promise<void>) => {
    const lines: string[] = [];
    page.on('console', (message) => {
      if (pattern.test(message.text())) lines.push(message.text());
    });
    await use(lines);
    expect(lines, what).toEqual([]);
  };
}

/**
 * Every page a test opens fails the test on an uncaught error in the browser, on a hydration mismatch
 * (the browser's first render differs from the server's HTML), and on anything the
 * shop's Content-Security-Policy refused (a script, frame, style or request from an origin it does not
 * name, an inline script): a violation is a feature broken for shoppers, not noise.
 */
export const test = base.extend<{ pageErrors: Error[]; cspViolations: string[]; hydrationWarnings: string[] }>({
  hydrationWarnings: [failOnConsole(HYDRATION_WARNING, 'hydration warnings in the console'), { auto: true }],
  cspViolations: [failOnConsole(CSP_VIOLATION, 'Content-Security-Policy violations in the console'), { auto: true }],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((error) => error.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const remoteOrigins = {
  catalog: 'http://localhost:3001',
  product: 'http://localhost:3002',
  checkout: 'http://localhost:3003',
  account: 'http://localhost:3004',
  content: 'http://localhost:3005',
} as const;

/** Makes a remote's origin unreachable for this page, as if its CDN were down. */
export async function blockOrigin(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
}

export const productCards = (page: Page) => page.locator('[data-testid="product-card"]');
