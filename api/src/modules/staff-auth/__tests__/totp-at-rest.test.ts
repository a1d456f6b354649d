import { randomBytes } from 'node:crypto';
import { SAME_ORIGIN } from '../../../test-support/accounts';
import { STAFF_PASSWORD, createStaff, staffLogin } from '../../../test-support/staff';
import { useTestApp } from '../../../test-support/test-app';
import { createInvitedMember } from '../service';
import { createSecretBox } from '../../../security/secret-box';
import { currentTotpCode } from '../totp';
import { STAFF_SIGN_IN_UNAVAILABLE, sealLegacyTotpSecrets, sealTotpSecret } from '../totp-at-rest';

// Issue 32: "no secret in storage". The TOTP secret is the one staff secret the API must read back, so it
// is sealed (AES-256-GCM) rather than hashed; clear rows from before keep working and are sealed.
const KEY = randomBytes(32);
const ctx = useTestApp({ app: { staffSecretsKey: KEY } });
const db = () => ctx.database.db;
const box = createSecretBox(KEY);

async function storedTotp(id: number) {
  const { rows } = await db().query<{ secret: string | null; pending: string | null }>(
    'SELECT totp_secret AS secret, totp_pending AS pending FROM staff_members WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

describe('TOTP secrets at rest', () => {
  it('never holds the secret in the row, from the set-up link to the login', async () => {
    const email = 'sealed.member@vesna.test';
    const { id, token } = await db().transaction((tx) =>
      createInvitedMember(tx, { email, name: 'Sealed', role: 'catalogue' }),
    );
    const enrol = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/setup/${token}/password`,
      headers: SAME_ORIGIN,
      payload: { password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD },
    });
    const secret = enrol.json().totp.secret as string;
    const pending = (await storedTotp(id)).pending!;
    expect(pending).toMatch(new RegExp(`^v1:${box.keyId}:[\\w-]{16}:[\\w-]{22}:[\\w-]+$`));
    expect(pending).not.toContain(secret);

    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/setup/${token}/totp`,
      headers: SAME_ORIGIN,
      payload: { code: currentTotpCode(secret, email) },
    });
    expect(confirm.statusCode).toBe(200);
    const stored = await storedTotp(id);
    expect(stored.pending).toBeNull();
    expect(stored.secret).toMatch(/^v1:/);
    expect(stored.secret).not.toContain(secret);

    const login = await staffLogin(ctx.app, email, currentTotpCode(secret, email, Date.now() + 30_000));
    expect(login.statusCode).toBe(200);
  });

  it('logs in a member whose row holds the clear secret (written before sealing), and seals it', async () => {
    const member = await createStaff(ctx.app, db(), 'catalogue');
    // As a row from before sealing; its last used step forgotten, so this test needs no 30 s wait for a new code.
    await db().query('UPDATE staff_members SET totp_secret = $2, totp_last_step = 0 WHERE id = $1', [
      member.id,
      member.secret,
    ]);

    const login = await staffLogin(ctx.app, member.email, currentTotpCode(member.secret, member.email, Date.now()));
    expect(login.statusCode).toBe(200);
    const after = (await storedTotp(member.id)).secret!;
    expect(after).toMatch(/^v1:/);
    expect(after).not.toContain(member.secret);
    expect(box.open(after, `staff_members.totp:${member.id}`)).toBe(member.secret);
  });

  it('seals every clear secret and pending secret at start, and leaves sealed ones alone', async () => {
    const member = await createStaff(ctx.app, db(), 'owner');
    const sealedBefore = (await storedTotp(member.id)).secret;
    const legacy = await createStaff(ctx.app, db(), 'fulfilment');
    await db().query('UPDATE staff_members SET totp_secret = $2, totp_pending = $2, totp_last_step = 0 WHERE id = $1', [
      legacy.id,
      legacy.secret,
    ]);

    const result = await sealLegacyTotpSecrets(db(), box);
    expect(result.sealed).toBeGreaterThanOrEqual(2);
    const after = await storedTotp(legacy.id);
    expect(after.secret).toMatch(/^v1:/);
    expect(after.pending).toMatch(/^v1:/);
    expect(await storedTotp(member.id)).toEqual({ secret: sealedBefore, pending: null });
    expect((await sealLegacyTotpSecrets(db(), box)).sealed).toBe(0);

    const login = await staffLogin(ctx.app, legacy.email, currentTotpCode(legacy.secret, legacy.email, Date.now()));
    expect(login.statusCode).toBe(200);
  });

  it('answers a clear 503 (not a wrong-code 401) when the server holds another key, and only after the password', async () => {
    const member = await createStaff(ctx.app, db(), 'catalogue');
    const otherKey = createSecretBox(randomBytes(32));
    await db().query('UPDATE staff_members SET totp_secret = $2 WHERE id = $1', [
      member.id,
      sealTotpSecret(otherKey, member.id, member.secret),
    ]);
    const code = currentTotpCode(member.secret, member.email, Date.now());

    const wrongPassword = await staffLogin(ctx.app, member.email, code, 'not-the-password-1');
    expect(wrongPassword.statusCode).toBe(401);
    const login = await staffLogin(ctx.app, member.email, code);
    expect(login.statusCode).toBe(503);
    expect(login.json().error).toBe(STAFF_SIGN_IN_UNAVAILABLE);
    // The row is left as it was: the right key, put back, opens it.
    expect((await storedTotp(member.id)).secret).toMatch(new RegExp(`^v1:${otherKey.keyId}:`));
    expect((await sealLegacyTotpSecrets(db(), box)).foreign).toBe(1);
  });

  it("refuses a sealed secret copied onto another member's row (bound to its member)", async () => {
    const [a, b] = [await createStaff(ctx.app, db(), 'catalogue'), await createStaff(ctx.app, db(), 'catalogue')];
    await db().query(
      'UPDATE staff_members SET totp_secret = (SELECT totp_secret FROM staff_members WHERE id = $1) WHERE id = $2',
      [a.id, b.id],
    );
    const login = await staffLogin(ctx.app, b.email, currentTotpCode(a.secret, b.email, Date.now()));
    expect(login.statusCode).toBe(503);
  });
});
