import type { Redis } from 'ioredis';
import { HttpError } from '../http-errors';
import type { RateLimitStore, WindowState } from './rate-limiter';

/** Every key the shop's limits write starts with this (REDIS_KEY_PREFIX changes it). */
export const DEFAULT_REDIS_KEY_PREFIX = 'vesna:rl:';

/**
 * One round trip, atomic: count, and open the window when the key has no expiry yet (a new key; also
 * repairs a key that somehow lost its expiry, which would otherwise lock an account out for ever).
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return false end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return false end
return {tonumber(count), ttl}
`;

type Scripted = Redis & {
  vesnaRateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
  vesnaRateLimitPeek(key: string): Promise<[number, number] | null>;
};

export const RATE_LIMITS_UNAVAILABLE = 'This cannot be done right now. Please try again in a few minutes.';

/**
 * Redis did not answer. The account limits fail closed: login, registration and the other limited
 * account routes answer 503 until Redis is back, rather than let password guessing run unlimited;
 * everything else in the shop (catalogue, bag, checkout) keeps working.
 */
export class RateLimitsUnavailableError extends HttpError {
  constructor() {
    super(503, RATE_LIMITS_UNAVAILABLE);
  }
}

/**
 * The rate limits' counters in Redis, shared by every API process that uses the same Redis and prefix
 * (see docs/operating.md, "Several API processes"). Owns `client`: close() quits it.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Scripted;

  constructor(
    readonly client: Redis,
    readonly keyPrefix: string = DEFAULT_REDIS_KEY_PREFIX,
    /** Told about every failed command (the client's connection errors are reported by whoever made it). */
    private readonly onError: (error: Error) => void = () => undefined,
  ) {
    client.defineCommand('vesnaRateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    client.defineCommand('vesnaRateLimitPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
    this.redis = client as Scripted;
  }

  peek(id: string): Promise<WindowState | null> {
    return this.run(async () => {
      const reply = await this.redis.vesnaRateLimitPeek(this.keyPrefix + id);
      return reply ? { count: Number(reply[0]), resetInMs: Number(reply[1]) } : null;
    });
  }

  increment(id: string, windowMs: number): Promise<WindowState> {
    return this.run(async () => {
      const [count, ttl] = await this.redis.vesnaRateLimitIncrement(
        this.keyPrefix + id,
        Math.max(1, Math.round(windowMs)),
      );
      return { count: Number(count), resetInMs: Number(ttl) };
    });
  }

  reset(id: string): Promise<void> {
    return this.run(async () => {
      await this.redis.del(this.keyPrefix + id);
    });
  }

  async close(): Promise<void> {
    if (this.client.status === 'end') return;
    await this.client.quit().catch(() => this.client.disconnect());
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      this.onError(error as Error);
      throw new RateLimitsUnavailableError();
    }
  }
}
