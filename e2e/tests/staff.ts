import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
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

/**
 * Sets up the member a setup link's token was printed for (`staff add` of `npm run shop`): a password and an
 * authenticator, through the setup routes; then logs in on `api`, which keeps the staff session's cookie.
 * `api` sends an Origin the shop accepts (its own or PUBLIC_ORIGIN) with every request. Answers the recovery codes
 * left (the login took the first), for a browser that logs in as the member.
 */
export async function setUpStaffMember(api: APIRequestContext, setupToken: string, email: string): Promise<string[]> {
  const setup = decodeURIComponent(setupToken);
  const enrol = await api.post(`/api/staff/setup/${setup}/password`, {
    data: { password: PASSWORD, confirmPassword: PASSWORD },
  });
  if (!enrol.ok()) throw new Error(`staff set-up: ${enrol.status()} ${await enrol.text()}`);
  const { secret } = ((await enrol.json()) as { totp: { secret: string } }).totp;
  const code = new TOTP({ secret: Secret.fromBase32(secret), label: email, issuer: 'Vesna' }).generate();
  const done = await api.post(`/api/staff/setup/${setup}/totp`, { data: { code } });
  if (!done.ok()) throw new Error(`staff authenticator: ${done.status()} ${await done.text()}`);
  const { recoveryCodes } = (await done.json()) as { recoveryCodes: string[] };
  // The set-up spent this time step's code: log in with a recovery code.
  const login = await api.post('/api/staff/session', { data: { email, password: PASSWORD, code: recoveryCodes[0] } });
  if (!login.ok()) throw new Error(`staff login: ${login.status()} ${await login.text()}`);
  return recoveryCodes.slice(1);
}
