import type { Database } from '../../db/database';
import {
  customerHasPassword,
  insertIdentity,
  insertPasswordlessCustomer,
  markEmailVerified,
  selectCustomerByEmail,
  selectIdentityCustomer,
  updateIdentityEmail,
} from './queries';

/** The person as the provider describes them (from the ID token's claims). */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

/** A sign-in the shop refuses; `reason` goes to the log only. */
export class SocialSignInError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SocialSignInError';
  }
}

export type SignInOutcome = { customerId: string; outcome: 'returning' | 'linked' | 'created' };

const NAME_MAX = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads the standard claims; anything missing or of the wrong type counts as absent. */
export function profileFromClaims(claims: Record<string, unknown>): ProviderProfile {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const verified = claims.email_verified;
  return {
    subject: typeof claims.sub === 'string' ? claims.sub : '',
    email: text(claims.email),
    // Some providers send the flag as the string "true".
    emailVerified: verified === true || verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}

function customerNames(profile: ProviderProfile, email: string): { firstName: string; lastName: string } {
  let firstName = profile.givenName;
  let lastName = profile.familyName;
  if (!firstName && !lastName && profile.name) {
    const words = profile.name.split(/\s+/);
    firstName = words.length > 1 ? words.slice(0, -1).join(' ') : words[0];
    lastName = words.length > 1 ? words[words.length - 1] : null;
  }
  return {
    firstName: (firstName ?? email.split('@')[0]).slice(0, NAME_MAX),
    lastName: (lastName ?? '').slice(0, NAME_MAX),
  };
}

export interface IdentityPolicy {
  /**
   * Whether an identity new to the shop may take over the existing account with the same e-mail (when the
   * provider has verified the address). True for Google; false for the development provider, where anyone
   * types any address and ticks "E-mail verified": its identities only ever reach accounts it made itself.
   */
  linkByEmail: boolean;
}

/**
 * Finds or creates the shop customer for a provider identity, in one transaction:
 * 1. an identity already linked by (issuer, subject) → that customer (without linkByEmail: only while the
 *    account has no password, which also undoes links made before this rule);
 * 2. else a customer with the same e-mail (any case) → linked, but ONLY with linkByEmail and when the
 *    provider says the address is verified (otherwise anyone could take over an account by naming its address);
 * 3. else a new customer without a password, names from the claims, verified as the provider says.
 */
export async function signInWithProviderIdentity(
  db: Database,
  issuer: string,
  profile: ProviderProfile,
  { linkByEmail }: IdentityPolicy,
): Promise<SignInOutcome> {
  if (!profile.subject) throw new SocialSignInError('the ID token has no subject');
  return db.transaction(async (tx) => {
    const known = await selectIdentityCustomer(tx, issuer, profile.subject);
    if (known) {
      if (!linkByEmail && (await customerHasPassword(tx, known))) {
        throw new SocialSignInError('the development provider never signs in to an account with a password');
      }
      await updateIdentityEmail(tx, issuer, profile.subject, profile.email);
      return { customerId: known, outcome: 'returning' };
    }

    const email = profile.email;
    if (!email || !EMAIL_PATTERN.test(email) || email.length > 254) {
      throw new SocialSignInError('the provider gave no usable e-mail address');
    }
    const existing = await selectCustomerByEmail(tx, email);
    if (existing) {
      if (!linkByEmail) {
        throw new SocialSignInError('an account with this e-mail exists and this provider never links to one');
      }
      if (!profile.emailVerified) {
        throw new SocialSignInError('an account with this e-mail exists and the provider has not verified the address');
      }
      await insertIdentity(tx, { issuer, subject: profile.subject, customerId: existing.id, email });
      if (!existing.email_verified) await markEmailVerified(tx, existing.id);
      return { customerId: existing.id, outcome: 'linked' };
    }

    const customerId = await insertPasswordlessCustomer(tx, {
      ...customerNames(profile, email),
      email,
      emailVerified: profile.emailVerified,
    });
    await insertIdentity(tx, { issuer, subject: profile.subject, customerId, email });
    return { customerId, outcome: 'created' };
  });
}
