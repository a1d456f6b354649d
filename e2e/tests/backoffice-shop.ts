import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { startSecondShop, type SecondShop } from './second-shop';
import { STAFF_PASSWORD, enrolStaffMember, setUpStaffMember, type StaffAuthenticator } from './staff';

const repoRoot = resolve(__dirname, '../..');

/** A staff member's session (its cookie) as a browser context takes it. */
export type StaffState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export interface BackOfficeShop {
  shop: SecondShop;
  /** The first owner's staff session. */
  owner: StaffState;
  /** The first owner's authenticator, for a browser that logs in as her with a code of her own. */
  ownerAuthenticator: StaffAuthenticator;
  /** Invites a member of `role` as the owner and sets her up: her staff session. */
  member: (role: 'catalogue' | 'fulfilment', email: string) => Promise<StaffState>;
  /** Invites a member of `role` as the owner and sets her up without logging in: her authenticator. */
  invite: (role: 'catalogue' | 'fulfilment' | 'owner', email: string) => Promise<StaffAuthenticator>;
}

/**
 * A shop of its own for a back-office journey, on `port` with its own throwaway database: its first owner comes
 * from `npm run shop -- staff add` (which opens the new database itself), and owner and members are set up
 * through the API (the set-up pages have their own journey in backoffice.spec.ts). With `processorPort`, a test
 * payment processor of its own: its shoppers pay with the test cards.
 */
export async function openBackOfficeShop(
  port: number,
  ownerEmail: string,
  { processorPort }: { processorPort?: number } = {},
): Promise<BackOfficeShop> {
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'vesna-backoffice-'));
  const printed = execFileSync(
    process.execPath,
    [join(repoRoot, 'api', 'dist', 'src', 'staff', 'shop.js'), 'staff', 'add', ownerEmail, '--role', 'owner'],
    {
      cwd: join(repoRoot, 'api'),
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, LOG_LEVEL: 'error' },
    },
  ).toString();
  const ownerToken = /\/staff\/setup\?token=(\S+)/.exec(printed)?.[1];
  expect(ownerToken, printed).toBeDefined();
  const shop = await startSecondShop({ port, shellDist: join(repoRoot, 'shell', 'dist'), dataDir, processorPort });
  const ownerApi = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const ownerAuthenticator = await enrolStaffMember(ownerApi, ownerToken!, ownerEmail);
  // The set-up took this time step's code: the API session logs in with a recovery code, leaving her
  // authenticator's next codes to a browser.
  const ownerLogin = await ownerApi.post('/api/staff/session', {
    data: { email: ownerEmail, password: STAFF_PASSWORD, code: ownerAuthenticator.recoveryCodes.shift() },
  });
  expect(ownerLogin.ok(), await ownerLogin.text()).toBe(true);
  const owner = await ownerApi.storageState();

  /** The owner invites `email`: the setup link's token from the invitation mail. */
  const invitationToken = async (role: string, email: string) => {
    const invited = await ownerApi.post('/api/staff/members', { data: { email, name: 'Mykola', role } });
    expect(invited.status(), await invited.text()).toBeLessThan(300);
    const outbox = await (await ownerApi.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).text();
    const link = /(http[^"\s\\]+\/staff\/setup\?token=[^"\s\\<]+)/.exec(outbox)?.[1];
    expect(link, outbox).toBeDefined();
    return new URL(link!.replace(/&amp;/g, '&')).searchParams.get('token')!;
  };
  const member = async (role: 'catalogue' | 'fulfilment', email: string) => {
    const memberApi = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    try {
      await setUpStaffMember(memberApi, await invitationToken(role, email), email);
      return await memberApi.storageState();
    } finally {
      await memberApi.dispose();
    }
  };
  const invite = async (role: 'catalogue' | 'fulfilment' | 'owner', email: string) => {
    const memberApi = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    try {
      return await enrolStaffMember(memberApi, await invitationToken(role, email), email);
    } finally {
      await memberApi.dispose();
    }
  };
  return {
    shop: {
      origin: shop.origin,
      stop: async () => {
        await ownerApi.dispose();
        await shop.stop();
      },
    },
    owner,
    ownerAuthenticator,
    member,
    invite,
  };
}
