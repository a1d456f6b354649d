import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// A staff identity for journeys that run `npm run shop` against the shop under test (issue 32: the command
// authenticates as a staff member). On a fresh shop the first owner is added through the running API with
// the one-time token the API leaves in its data folder (E2E_DATA_DIR), set up through the setup link's
// routes, and makes an API token; the token is kept in the data folder for the other worker and later tests.

/** The password of every member set up by setUpStaffMember (a browser logs in with it). */
export const STAFF_PASSWORD = 'e2e-owner-linen-42';
const PASSWORD = STAFF_PASSWORD;

/** The data folder of the shop under test (playwright.config.ts sets it for every worker). */
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the staff command needs the shop started by this run');
  return dir;
};

/** A staff API token acting as the e2e owner of the shop at `baseURL`. */
export async function staffToken(baseURL: string, run: (...argv: string[]) => Promise<string>): Promise<string> {
  const kept = join(dataDir(), 'e2e-staff-token');
  if (existsSync(kept)) return readFileSync(kept, 'utf8').trim();
  const email = `e2e.owner.${Date.now().toString(36)}@vesna.test`;
  let link: string;
  try {
    link = /\/staff\/setup\?token=(\S+)/.exec(await run('staff', 'add', email, '--role', 'owner'))?.[1] ?? '';
  } catch (error) {
    // The other worker added the first owner: wait for its token.
    for (let i = 0; i < 120 && !existsSync(kept); i += 1) await new Promise((r) => setTimeout(r, 500));
    if (existsSync(kept)) return readFileSync(kept, 'utf8').trim();
    throw error;
  }
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    await setUpStaffMember(api, link, email);
    const made = await api.post('/api/staff/tokens', { data: { name: 'e2e journeys' } });
    const { token } = (await made.json()) as { token: string };
    writeFileSync(kept, token, { mode: 0o600 });
    return token;
  } finally {
    await api.dispose();
  }
}

/** What a member's set-up leaves her: her authenticator's secret, the time step its code took, her recovery codes. */
export interface StaffAuthenticator {
  email: string;
  secret: string;
  /** The TOTP time step the set-up's code was taken for: the shop takes no code of it, or of an earlier one, again. */
  usedStep: number;
  recoveryCodes: string[];
}

const TOTP_PERIOD_MS = 30_000;
const totpAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * TOTP_PERIOD_MS });

/**
 * A code from the member's authenticator that the shop has not taken yet: this time step's, or the next one's when
 * the last code taken was this step's (the shop accepts one step either side, and never a step twice).
 */
export function unusedTotpCode(member: StaffAuthenticator): string {
  const step = Math.max(Math.floor(Date.now() / TOTP_PERIOD_MS), member.usedStep + 1);
  member.usedStep = step;
  return totpAt(member.secret, step);
}

/**
 * Sets up the member a setup link's token was printed for (`staff add` of `npm run shop`, or an owner's
 * invitation): a password and an authenticator, through the setup routes, without logging in. `api` sends an
 * Origin the shop accepts (its own or PUBLIC_ORIGIN) with every request.
 */
export async function enrolStaffMember(
  api: APIRequestContext,
  setupToken: string,
  email: string,
): Promise<StaffAuthenticator> {
  const setup = decodeURIComponent(setupToken);
  const enrol = await api.post(`/api/staff/setup/${setup}/password`, {
    data: { password: PASSWORD, confirmPassword: PASSWORD },
  });
  if (!enrol.ok()) throw new Error(`staff set-up: ${enrol.status()} ${await enrol.text()}`);
  const { secret } = ((await enrol.json()) as { totp: { secret: string } }).totp;
  const usedStep = Math.floor(Date.now() / TOTP_PERIOD_MS);
  const done = await api.post(`/api/staff/setup/${setup}/totp`, { data: { code: totpAt(secret, usedStep) } });
  if (!done.ok()) throw new Error(`staff authenticator: ${done.status()} ${await done.text()}`);
  const { recoveryCodes } = (await done.json()) as { recoveryCodes: string[] };
  return { email, secret, usedStep, recoveryCodes };
}

/**
 * Sets up the member (enrolStaffMember), then logs in on `api`, which keeps the staff session's cookie. Answers the
 * recovery codes left (the login took the first), for a browser that logs in as the member.
 */
export async function setUpStaffMember(api: APIRequestContext, setupToken: string, email: string): Promise<string[]> {
  const { recoveryCodes } = await enrolStaffMember(api, setupToken, email);
  // The set-up spent this time step's code: log in with a recovery code.
  const login = await api.post('/api/staff/session', { data: { email, password: PASSWORD, code: recoveryCodes[0] } });
  if (!login.ok()) throw new Error(`staff login: ${login.status()} ${await login.text()}`);
  return recoveryCodes.slice(1);
}

/** Logs in at /staff/login with e-mail, password and a code (the authenticator's, or a recovery code), to her home. */
export async function logInToBackOffice(page: Page, email: string, code: string) {
  await page.goto('/staff/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
}

/** A moment in Kyiv's local time as the discount code form takes it ("2026-12-01T10:00"). */
export const kyivLocal = (offsetMs: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Kyiv',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(Date.now() + offsetMs))
    .replace(' ', 'T');
