import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { RateLimitStore } from '../security/rate-limiter';
import { RedisRateLimitStore } from '../security/redis-rate-limit-store';

/**
 * @fastify/rate-limit for the routes that opt in (config.rateLimit: Google sign-in starts, feedback,
 * cart quotes); listings and images stay unlimited. With the Redis store (REDIS_URL) they count in the
 * same Redis as the account limits, under `<prefix>route:`. They fail open when Redis is away (they
 * guard against scraping and load, not password guessing; the account limits fail closed).
 */
export async function registerRouteRateLimits(app: FastifyInstance, store?: RateLimitStore): Promise<void> {
  const shared =
    store instanceof RedisRateLimitStore
      ? { redis: store.client, nameSpace: `${store.keyPrefix}route:`, skipOnError: true }
      : {};
  await app.register(rateLimit, { global: false, ...shared });
}
