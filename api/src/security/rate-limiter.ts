import { HttpError } from '../http-errors';

/**
 * Fixed-window counters, one per (limit, key), kept in a RateLimitStore: in memory by default (one API
 * process), in Redis with REDIS_URL so that several processes behind a load balancer count as one shop.
 * Kept in-house rather than @fastify/rate-limit because login needs several limits on one route (per
 * address, per account and address, per account) and resend is keyed by the account, which is only
 * known after the session is read.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

/** How failed logins on one account slow down further attempts (see security/login-throttle.ts). */
export interface Slowdown {
  /** The wait after the failure that fills loginPerAccount; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait between two attempts on the account. */
  maxDelayMs: number;
}

export interface AccountRateLimits {
  /** Login attempts (every one) per client IP. */
  loginPerIp: Limit;
  /** Failed login attempts per account e-mail and client IP: an attacker on one address is stopped here. */
  loginPerAccountAndIp: Limit;
  /**
   * Failed login attempts per account e-mail (any address) before the slowdown starts: after `max`
   * failures each further attempt waits (loginSlowdown), except from an address the owner has signed
   * in from, so that attackers on many addresses never lock the owner out.
   */
  loginPerAccount: Limit;
  loginSlowdown: Slowdown;
  /** Wrong current passwords at PUT /api/customers/password, per account. */
  passwordChangePerAccount: Limit;
  /** Registration attempts per client IP. */
  registrationPerIp: Limit;
  /** Verification mails asked for again, per account. */
  resendPerAccount: Limit;
  /** Contact messages per client IP. */
  contactPerIp: Limit;
  /** Newsletter subscriptions per client IP (each one mails a confirmation link). */
  subscribePerIp: Limit;
  /**
   * Purchases (every POST /api/purchase) per account: a shopper pays a bag now and then and retries a
   * declined card a few times; a script trying stolen card numbers through one account is stopped here.
   */
  purchasePerAccount: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: AccountRateLimits = {
  loginPerIp: { max: 10, windowMs: 15 * MINUTE },
  loginPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 60 * MINUTE },
  loginSlowdown: { firstDelayMs: 1000, maxDelayMs: 5 * MINUTE },
  passwordChangePerAccount: { max: 5, windowMs: 15 * MINUTE },
  registrationPerIp: { max: 5, windowMs: 60 * MINUTE },
  resendPerAccount: { max: 3, windowMs: 60 * MINUTE },
  contactPerIp: { max: 5, windowMs: MINUTE },
  subscribePerIp: { max: 5, windowMs: MINUTE },
  purchasePerAccount: { max: 10, windowMs: 10 * MINUTE },
};

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** 429 with the seconds to wait; the error-shape plugin sends `{ error }`, the header is set here. */
export class RateLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS);
  }
}

/** One window as a store sees it: attempts counted so far and milliseconds until it resets. */
export interface WindowState {
  count: number;
  resetInMs: number;
}

/**
 * Where the counters live. Implementations: MemoryRateLimitStore (below) and the Redis store
 * (security/redis-rate-limit-store.ts). Ids are already namespaced (`<limit name>:<key>`).
 */
export interface RateLimitStore {
  /** The window of `id`, or null when none is open. Does not count. */
  peek(id: string): Promise<WindowState | null>;
  /** Counts one attempt, opening a window of `windowMs` when none is open; the state after counting. */
  increment(id: string, windowMs: number): Promise<WindowState>;
  /** Forgets the window of `id` (e.g. a successful login clears its failures). */
  reset(id: string): Promise<void>;
  close?(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async peek(id: string): Promise<WindowState | null> {
    const entry = this.windows.get(id);
    const now = this.now();
    if (!entry || entry.resetAt <= now) return null;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async increment(id: string, windowMs: number): Promise<WindowState> {
    const now = this.now();
    const entry = this.windows.get(id);
    if (!entry || entry.resetAt <= now) {
      this.sweep(now);
      this.windows.set(id, { count: 1, resetAt: now + windowMs });
      return { count: 1, resetInMs: windowMs };
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async reset(id: string): Promise<void> {
    this.windows.delete(id);
  }

  /** Drops expired windows now and then, so the map does not grow with every IP ever seen. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [id, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(id);
  }
}

export class RateLimiter {
  constructor(readonly store: RateLimitStore = new MemoryRateLimitStore()) {}

  /** Seconds until the window of `key` resets when it is full, else 0. Does not count. */
  async blockedFor(name: string, key: string, limit: Limit): Promise<number> {
    const state = await this.store.peek(`${name}:${key}`);
    if (!state || state.count < limit.max) return 0;
    return Math.max(1, Math.ceil(state.resetInMs / 1000));
  }

  /** Counts one attempt; the window's state after counting. */
  record(name: string, key: string, limit: Limit): Promise<WindowState> {
    return this.store.increment(`${name}:${key}`, limit.windowMs);
  }

  /** Throws a 429 when full, else counts the attempt. */
  async consume(name: string, key: string, limit: Limit): Promise<void> {
    const wait = await this.blockedFor(name, key, limit);
    if (wait > 0) throw new RateLimitError(wait);
    await this.record(name, key, limit);
  }

  /** Forgets the attempts counted for `key`. */
  clear(name: string, key: string): Promise<void> {
    return this.store.reset(`${name}:${key}`);
  }
}

/**
 * RATE_LIMIT_MULTIPLIER scales every `max` (never the windows or the login slowdown's delays): the e2e suite registers dozens of
 * shoppers from one loopback address and sets it high; production leaves it unset (1).
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AccountRateLimits {
  const multiplier = rateLimitMultiplier(env);
  if (multiplier === 1) return DEFAULT_RATE_LIMITS;
  const scale = (limit: Limit): Limit => ({ ...limit, max: Math.round(limit.max * multiplier) });
  const limits = DEFAULT_RATE_LIMITS;
  return {
    loginPerIp: scale(limits.loginPerIp),
    loginPerAccountAndIp: scale(limits.loginPerAccountAndIp),
    loginPerAccount: scale(limits.loginPerAccount),
    loginSlowdown: limits.loginSlowdown,
    passwordChangePerAccount: scale(limits.passwordChangePerAccount),
    registrationPerIp: scale(limits.registrationPerIp),
    resendPerAccount: scale(limits.resendPerAccount),
    contactPerIp: scale(limits.contactPerIp),
    subscribePerIp: scale(limits.subscribePerIp),
    purchasePerAccount: scale(limits.purchasePerAccount),
  };
}

/** RATE_LIMIT_MULTIPLIER as a number of at least 1 (1 when unset or nonsense); also scales the per-route limits. */
export function rateLimitMultiplier(env: NodeJS.ProcessEnv = process.env): number {
  const multiplier = Number(env.RATE_LIMIT_MULTIPLIER ?? 1);
  return Number.isFinite(multiplier) && multiplier >= 1 ? multiplier : 1;
}
