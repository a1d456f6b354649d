import { test as base, expect, type Page } from '@playwright/test';
import { currentTarget, missingStandIns } from './target';

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
/** Why the target cannot run an @local journey (the stand-ins it lacks), or undefined when it can. */
export function localSkipReason(): string | undefined {
  const missing = missingStandIns();
  return missing.length > 0 ? `@local: ${currentTarget().origin} has no ${missing.join(', ')}` : undefined;
}

export const test = base.extend<{
  pageErrors: Error[];
  cspViolations: string[];
  hydrationWarnings: string[];
  localStandIns: void;
}>({
  // A journey with `@local` in its title needs the stand-ins a fresh clone runs (the development outbox, the
  // test processor, the development identity provider) or the repository's own dist/: on a target that
  // lacks any of them it is skipped, with what is missing as the reason.
  localStandIns: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
    async ({}, use, testInfo) => {
      const tagged = [...testInfo.titlePath, ...testInfo.tags].some((part) => /@local\b/.test(part));
      const reason = localSkipReason();
      testInfo.skip(tagged && reason !== undefined, reason);
      await use();
    },
    { auto: true },
  ],
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

/** The origins of the target's remotes: its /remotes.json (3001-3005 on the stack started here). */
export const remoteOrigins = currentTarget().remoteOrigins;

/** Holds this page's requests to `url` until the answered function is called (a slow phone's network). */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return letThrough;
}

/**
 * Opens a server-rendered page and returns once its hydration gate listens (shared-ui's hydration-gate.ts, started
 * by index.html's head script), before it hydrates.
 */
export async function openBeforeHydration(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    const add = EventTarget.prototype.addEventListener;
    // React listens on its root; the one capturing click listener on the document is the gate's.
    EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
      const capturing = options === true || (typeof options === 'object' && options?.capture === true);
      if (this === document && type === 'click' && capturing)
        (globalThis as { e2eGateListens?: boolean }).e2eGateListens = true;
      return add.call(this, type, listener, options);
    } as typeof add;
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => (globalThis as { e2eGateListens?: boolean }).e2eGateListens === true);
}

/** Makes a remote's origin unreachable for this page, as if its CDN were down. */
export async function blockOrigin(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
}

export const productCards = (page: Page) => page.locator('[data-testid="product-card"]');
