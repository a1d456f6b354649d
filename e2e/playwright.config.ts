import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Debian's chromium with the offline flags; Playwright never downloads a browser here.
import { chromiumArgs, chromiumPath } from '../config/chromium.js';

// The suites run against the production build as `npm start` serves it (shell + API on 3000, remotes
// on 3001-3005, the back office on 3008), on a throwaway embedded database so a run never touches a developer's .data/.
const port = Number(process.env.E2E_PORT ?? 3000);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
// Kept in the environment, so every worker knows the shop's folder (the staff command's first owner, staff.ts).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vesna-e2e-')));

export default defineConfig({
  testDir: './tests',
  // What the suites run against (the stack started here, or E2E_BASE_URL's remotes and stand-ins).
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI's machine ran this suite 3.2x slower than a quiet 2-core machine (1,952 s against 610 s, each with
  // the topology starting beside it): what a shopper waits a second for here can take ten there.
  timeout: process.env.CI ? 60_000 : 45_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording every journey's trace costs CI about 100 s of CPU; there a failure is retried, and the retry records.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      // Every journey at 1280 px, except the phone-only ones (the menu button, the filter dialog).
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined },
    },
    {
      // A 390 px phone with touch: only the journeys that look or behave differently there, i.e. the
      // phone-only files (*.phone.spec.ts) and the shared journeys tagged @mobile (search, mini bag).
      name: 'mobile',
      grep: /@mobile/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        channel: undefined,
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        url: `${baseURL}/api/health`,
        timeout: 15 * 60_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
        // Two browsers work the one shop at once: server rendering gets the time a loaded machine needs,
        // so a journey sees the server's page, not the fallback for a slow render (whose deadlines the
        // API's and the shell's unit tests prove).
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          RATE_LIMIT_MULTIPLIER: '50',
          SERVER_RENDER_DEADLINE_MS: '10000',
          SERVER_RENDER_REGION_DEADLINE_MS: '5000',
          // A page waits for a free render (and for warm workers at start) instead of being shed.
          RENDER_QUEUE_BUDGET_MS: '10000',
        },
      },
});
