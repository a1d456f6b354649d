import type { AccountRateLimits, RateLimiter } from './rate-limiter';
import { RateLimitError } from './rate-limiter';

/** How long an address the owner signed in from counts as hers. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Login throttling, kept in the limiter's store (memory, or Redis shared by every API process):
 * - every attempt per address (loginPerIp);
 * - failures per account and address (loginPerAccountAndIp): an attacker on one address is stopped;
 * - failures per account from any address (loginPerAccount): past `max`, each failure opens a wait
 *   (loginSlowdown, doubling up to a ceiling) during which the account takes no attempt from an address
 *   it has not signed in from. Attackers on many addresses are slowed to a few guesses an hour, and the
 *   owner, from an address she has signed in from before, is never held by them.
 * The wait is a window of the store itself, so it needs no clock of its own and no sleeping in tests.
 * Accounts are keyed by the e-mail as typed, trimmed and lower-cased, so unknown e-mails behave alike.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: AccountRateLimits,
  ) {}

  /** Counts the attempt against the address; 429 when the address has made too many. */
  attempt(ip: string): Promise<void> {
    return this.limiter.consume('login-ip', ip, this.limits.loginPerIp);
  }

  /** Before the password is checked: 429 when this address or the account's slowdown holds the attempt. */
  async check(account: string, ip: string): Promise<void> {
    const pairWait = await this.limiter.blockedFor('login-pair', pair(account, ip), this.limits.loginPerAccountAndIp);
    if (pairWait > 0) throw new RateLimitError(pairWait);
    if (await this.isKnownAddress(account, ip)) return;
    const delay = await this.limiter.store.peek(`login-delay:${account}`);
    if (delay) throw new RateLimitError(Math.max(1, Math.ceil(delay.resetInMs / 1000)));
  }

  async failed(account: string, ip: string): Promise<void> {
    await this.limiter.record('login-pair', pair(account, ip), this.limits.loginPerAccountAndIp);
    const { count } = await this.limiter.record('login-account', account, this.limits.loginPerAccount);
    const over = count - this.limits.loginPerAccount.max;
    if (over < 0) return;
    const { firstDelayMs, maxDelayMs } = this.limits.loginSlowdown;
    const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(over, 30));
    // A fresh window as long as the wait: reset first, since increment keeps an open window's end.
    await this.limiter.store.reset(`login-delay:${account}`);
    await this.limiter.store.increment(`login-delay:${account}`, delayMs);
  }

  /**
   * The owner is in: her address's failures are forgotten and the address counts as hers. The account's
   * failures stay, so that an attacker's slowdown does not end because the owner signed in.
   */
  async succeeded(account: string, ip: string): Promise<void> {
    await this.limiter.clear('login-pair', pair(account, ip));
    // Renewed at every sign-in: an address stays hers for 30 days after she last signed in from it.
    await this.limiter.store.reset(`login-known:${pair(account, ip)}`);
    await this.limiter.store.increment(`login-known:${pair(account, ip)}`, KNOWN_ADDRESS_MS);
  }

  private async isKnownAddress(account: string, ip: string): Promise<boolean> {
    return (await this.limiter.store.peek(`login-known:${pair(account, ip)}`)) !== null;
  }
}

/** The address first: it never holds a space, so no two pairs give the same key. */
const pair = (account: string, ip: string) => `${ip} ${account}`;
