import { createHash } from 'node:crypto';

/** What the development provider says about a person: the claims Google returns for `openid email profile`. */
export interface DevAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
}

/** Stable per e-mail address (any letter case), like a real provider's subject across sign-ins. */
export function devSubjectFor(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

/** "Ada King Lovelace" → given "Ada King", family "Lovelace"; one word is a given name only. */
export function splitName(fullName: string): { given: string; family: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { given: words[0] ?? '', family: '' };
  return { given: words.slice(0, -1).join(' '), family: words[words.length - 1] };
}

/** In memory: the provider forgets everyone when it stops, which is all a development sign-in needs. */
export class DevAccounts {
  private readonly bySubject = new Map<string, DevAccount>();

  /** Records what the tester typed this time (the latest name and verified flag win). */
  remember(input: { name: string; email: string; emailVerified: boolean }): DevAccount {
    const email = input.email.trim();
    const name = input.name.trim().replace(/\s+/g, ' ');
    const { given, family } = splitName(name);
    const account: DevAccount = {
      sub: devSubjectFor(email),
      email,
      email_verified: input.emailVerified,
      name,
      given_name: given,
      family_name: family,
    };
    this.bySubject.set(account.sub, account);
    return account;
  }

  find(sub: string): DevAccount | undefined {
    return this.bySubject.get(sub);
  }
}
