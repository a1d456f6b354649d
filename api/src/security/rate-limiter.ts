import { HttpError } from '../http-errors';

/**
 * Fixed-window counters in memory, one per (limit, key). Enough for one API process; with several
 * processes behind a load balancer the same interface would be backed by Redis (REDIS_URL), see README.
 * Kept in-house rather than @fastify/rate-limit because login needs two limits on one route (per IP and
 * per e-mail) and resend is keyed by the account, which is only known after the session is read.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface AccountRateLimits {
  /** Login attempts per client IP. */
  loginPerIp: Limit;
  /** Failed login attempts per account e-mail. */
  loginPerEmail: Limit;
  /** Registration attempts per client IP. */
  registrationPerIp: Limit;
  /** Verification mails asked for again, per account. */
  resendPerAccount: Limit;
  /** Contact messages per client IP. */
  contactPerIp: Limit;
  /** Newsletter subscriptions per client IP (each one mails a confirmation link). */
  subscribePerIp: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: AccountRateLimits = {
  loginPerIp: { max: 10, windowMs: 15 * MINUTE },
  loginPerEmail: { max: 5, windowMs: 15 * MINUTE },
  registrationPerIp: { max: 5, windowMs: 60 * MINUTE },
  resendPerAccount: { max: 3, windowMs: 60 * MINUTE },
  contactPerIp: { max: 5, windowMs: MINUTE },
  subscribePerIp: { max: 5, windowMs: MINUTE },
};

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** 429 with the seconds to wait; the error-shape plugin sends `{ error }`, the header is set here. */
export class RateLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS);
  }
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until the window of `key` resets when it is full, else 0. Does not count. */
  blockedFor(name: string, key: string, limit: Limit): number {
    const entry = this.windows.get(`${name}:${key}`);
    const now = this.now();
    if (!entry || entry.resetAt <= now || entry.count < limit.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  /** Counts one attempt. */
  record(name: string, key: string, limit: Limit): void {
    const id = `${name}:${key}`;
    const now = this.now();
    const entry = this.windows.get(id);
    if (!entry || entry.resetAt <= now) {
      this.sweep(now);
      this.windows.set(id, { count: 1, resetAt: now + limit.windowMs });
    } else {
      entry.count += 1;
    }
  }

  /** Throws a 429 when full, else counts the attempt. */
  consume(name: string, key: string, limit: Limit): void {
    const wait = this.blockedFor(name, key, limit);
    if (wait > 0) throw new RateLimitError(wait);
    this.record(name, key, limit);
  }

  /** Drops expired windows now and then, so the map does not grow with every IP ever seen. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [id, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(id);
  }
}

/**
 * RATE_LIMIT_MULTIPLIER scales every `max` (never the windows): the e2e suite registers dozens of
 * shoppers from one loopback address and sets it high; production leaves it unset (1).
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AccountRateLimits {
  const multiplier = rateLimitMultiplier(env);
  if (multiplier === 1) return DEFAULT_RATE_LIMITS;
  const scale = (limit: Limit): Limit => ({ ...limit, max: Math.round(limit.max * multiplier) });
  return {
    loginPerIp: scale(DEFAULT_RATE_LIMITS.loginPerIp),
    loginPerEmail: scale(DEFAULT_RATE_LIMITS.loginPerEmail),
    registrationPerIp: scale(DEFAULT_RATE_LIMITS.registrationPerIp),
    resendPerAccount: scale(DEFAULT_RATE_LIMITS.resendPerAccount),
    contactPerIp: scale(DEFAULT_RATE_LIMITS.contactPerIp),
    subscribePerIp: scale(DEFAULT_RATE_LIMITS.subscribePerIp),
  };
}

/** RATE_LIMIT_MULTIPLIER as a number of at least 1 (1 when unset or nonsense); also scales the per-route limits. */
export function rateLimitMultiplier(env: NodeJS.ProcessEnv = process.env): number {
  const multiplier = Number(env.RATE_LIMIT_MULTIPLIER ?? 1);
  return Number.isFinite(multiplier) && multiplier >= 1 ? multiplier : 1;
}
