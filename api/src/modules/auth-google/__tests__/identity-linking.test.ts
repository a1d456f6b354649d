import { useTestApp } from '../../../test-support/test-app';
import { uniqueEmail } from '../../../test-support/accounts';
import { GOOGLE_ISSUER } from '../provider-settings';
import { signInWithProviderIdentity, SocialSignInError, type ProviderProfile } from '../service';

// Linking by e-mail as Google sign-in does it (the development provider never links: google-sign-in.test.ts).
const ctx = useTestApp();

const profile = (email: string, emailVerified: boolean): ProviderProfile => ({
  subject: `google-${email}`,
  email,
  emailVerified,
  givenName: 'Some',
  familyName: 'One',
  name: null,
});

async function insertPasswordCustomer(email: string): Promise<string> {
  const { rows } = await ctx.database.db.query<{ id: string }>(
    `INSERT INTO customers (first_name, last_name, email, password_hash, email_verified)
     VALUES ('Ex', 'Isting', $1, 'scrypt$test-only', false) RETURNING id`,
    [email],
  );
  return rows[0].id;
}

describe('signInWithProviderIdentity with Google (linkByEmail)', () => {
  it('links an existing password account only when the provider says the e-mail is verified', async () => {
    const email = uniqueEmail('existing');
    const customerId = await insertPasswordCustomer(email);
    const google = (verified: boolean) =>
      signInWithProviderIdentity(ctx.database.db, GOOGLE_ISSUER, profile(email, verified), { linkByEmail: true });

    await expect(google(false)).rejects.toBeInstanceOf(SocialSignInError);
    expect(await google(true)).toEqual({ customerId, outcome: 'linked' });
    expect(await google(true)).toEqual({ customerId, outcome: 'returning' });
    const { rows } = await ctx.database.db.query(
      'SELECT first_name, password_hash, email_verified FROM customers WHERE id = $1',
      [customerId],
    );
    // Linking keeps the account as it was (names, password) and counts the address as verified.
    expect(rows).toEqual([{ first_name: 'Ex', password_hash: 'scrypt$test-only', email_verified: true }]);
  });

  it('without linkByEmail (the development provider) refuses any existing account with that e-mail', async () => {
    const email = uniqueEmail('existing');
    await insertPasswordCustomer(email);
    await expect(
      signInWithProviderIdentity(ctx.database.db, 'http://localhost:3006', profile(email, true), {
        linkByEmail: false,
      }),
    ).rejects.toThrow('an account with this e-mail exists');
  });
});
