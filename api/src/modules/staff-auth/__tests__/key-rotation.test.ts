import { randomBytes } from 'node:crypto';
import { createSecretBox } from '../../../security/secret-box';
import { createStaff, staffLogin } from '../../../test-support/staff';
import { useTestApp } from '../../../test-support/test-app';
import { currentTotpCode } from '../totp';
import { sealLegacyTotpSecrets, sealTotpSecret } from '../totp-at-rest';

// A rotation of STAFF_SECRETS_KEY: the API runs with the new key and the old one in STAFF_SECRETS_KEY_PREVIOUS.
const [OLD_KEY, NEW_KEY] = [randomBytes(32), randomBytes(32)];
const ctx = useTestApp({ app: { staffSecretsKey: NEW_KEY, staffSecretsPreviousKeys: [OLD_KEY] } });
const db = () => ctx.database.db;
const oldBox = createSecretBox(OLD_KEY);
const newKeyId = createSecretBox(NEW_KEY).keyId;

const storedSecret = async (id: number) =>
  (await db().query<{ secret: string }>('SELECT totp_secret AS secret FROM staff_members WHERE id = $1', [id])).rows[0]!
    .secret;

/** A member whose row holds her secret sealed with the old key, as before the rotation (her last step forgotten). */
async function memberSealedWithOldKey() {
  const member = await createStaff(ctx.app, db(), 'catalogue');
  await db().query('UPDATE staff_members SET totp_secret = $2, totp_last_step = 0 WHERE id = $1', [
    member.id,
    sealTotpSecret(oldBox, member.id, member.secret),
  ]);
  return member;
}

describe('rotating the staff secrets key', () => {
  it('logs in a member whose secret the old key sealed, and seals it with the new key', async () => {
    const member = await memberSealedWithOldKey();
    const login = await staffLogin(ctx.app, member.email, currentTotpCode(member.secret, member.email, Date.now()));
    expect(login.statusCode).toBe(200);
    expect(await storedSecret(member.id)).toMatch(new RegExp(`^v1:${newKeyId}:`));
  });

  it('at start, seals again with the new key what the old one sealed, and counts what no key it holds opens', async () => {
    const [a, b] = [await memberSealedWithOldKey(), await memberSealedWithOldKey()];
    const lost = await createStaff(ctx.app, db(), 'catalogue');
    await db().query('UPDATE staff_members SET totp_secret = $2 WHERE id = $1', [
      lost.id,
      sealTotpSecret(createSecretBox(randomBytes(32)), lost.id, lost.secret),
    ]);

    const result = await sealLegacyTotpSecrets(db(), createSecretBox(NEW_KEY, [OLD_KEY]));
    expect(result).toMatchObject({ resealed: 2, foreign: 1 });
    for (const member of [a, b]) expect(await storedSecret(member.id)).toMatch(new RegExp(`^v1:${newKeyId}:`));
    // The old key is no longer needed: an API with the new key alone logs them in.
    expect((await sealLegacyTotpSecrets(db(), createSecretBox(NEW_KEY))).resealed).toBe(0);
    expect((await staffLogin(ctx.app, b.email, currentTotpCode(b.secret, b.email, Date.now()))).statusCode).toBe(200);
  });
});
