// A logged-in staff member for a bench, made as a real one is: the account and its one-time setup link
// written through the staff module's own function (what `npm run shop -- staff add` calls on PostgreSQL),
// then the setup page's password and TOTP steps and the login, over HTTP against the running API.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const PASSWORD = `bench-${randomBytes(9).toString('base64url')}`;

/** The value of the `vesna_staff` cookie a response sets. */
function staffCookieOf(response) {
  for (const line of response.headers.getSetCookie()) {
    const match = /^vesna_staff=([^;]+)/.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * Answers `{ email, cookie, headers }`: `headers` are what the back office's pages send (the staff cookie,
 * and the same-origin proof an unsafe request needs).
 */
export async function createStaffSession(origin, databaseUrl, role = 'catalogue') {
  const { createInvitedMember } = await tsImport('../../api/src/modules/staff-auth/service.ts', import.meta.url);
  const { currentTotpCode } = await tsImport('../../api/src/modules/staff-auth/totp.ts', import.meta.url);
  const email = `bench-${randomBytes(4).toString('hex')}@vesna.test`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let token;
  try {
    await client.query('BEGIN');
    ({ token } = await createInvitedMember(client, { email, name: 'Bench staff', role }));
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  const sameOrigin = { origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const post = async (path, body) => {
    const response = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const enrolment = await (
    await post(`/staff/setup/${token}/password`, { password: PASSWORD, confirmPassword: PASSWORD })
  ).json();
  const { secret } = enrolment.totp;
  await post(`/staff/setup/${token}/totp`, { code: currentTotpCode(secret, email) });
  // The set-up used this time step; the next one (inside the ±1 window) logs in.
  const login = await post('/staff/session', {
    email,
    password: PASSWORD,
    code: currentTotpCode(secret, email, Date.now() + 30_000),
  });
  const cookie = staffCookieOf(login);
  if (!cookie) throw new Error('the staff login set no vesna_staff cookie');
  return {
    email,
    cookie,
    headers: { cookie: `vesna_staff=${cookie}`, origin, 'sec-fetch-site': 'same-origin' },
  };
}
