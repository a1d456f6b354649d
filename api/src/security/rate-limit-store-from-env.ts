import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter';
import { DEFAULT_REDIS_KEY_PREFIX, RedisRateLimitStore } from './redis-rate-limit-store';

/** Where startup and Redis outages are reported (console by default; server.ts has no app logger yet). */
export interface StoreLog {
  error(message: string): void;
  warn(message: string): void;
}

/** REDIS_URL without its password, for messages and logs. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable)';
  }
}

/** REDIS_URL, trimmed; undefined when unset; an error when it is not a Redis URL. */
export function redisUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  const shown = redactedRedisUrl(url);
  if (!/^rediss?:\/\/[^/]/.test(url) || shown === '(unparseable)')
    throw new Error(`REDIS_URL=${shown} is not a Redis URL: expected redis://[user:password@]host[:port][/db].`);
  return url;
}

/**
 * Connects a client made with `lazyConnect` and pings it: a Redis that does not answer at start stops
 * the start with an error whose `advice` (after the reason) says what to do. `firstError`: the first
 * error the client reported while starting (clearer than the connect's own, such as ECONNREFUSED).
 */
export async function connectAtStart(
  client: Redis,
  url: string,
  firstError: () => Error | undefined,
  advice: string,
): Promise<void> {
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    if (client.status !== 'end') client.disconnect();
    throw new Error(
      `Redis at REDIS_URL=${redactedRedisUrl(url)} did not answer (${(firstError() ?? (error as Error)).message})${advice}`,
    );
  }
}

/**
 * With REDIS_URL: the rate limits count in Redis under REDIS_KEY_PREFIX (default `vesna:rl:`), shared by
 * every API process; a Redis that does not answer now stops the start with a clear error. Without it:
 * undefined, and buildApp counts in this process's memory (one API process only).
 */
export async function rateLimitStoreFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  log: StoreLog = console,
): Promise<RateLimitStore | undefined> {
  const url = redisUrlFromEnv(env);
  if (!url) return undefined;
  const shown = redactedRedisUrl(url);

  let starting = true;
  const client = new Redis(url, {
    // No retries while starting (the start fails instead); afterwards reconnect for ever, at most every 2 s.
    retryStrategy: (times) => (starting ? null : Math.min(times * 200, 2_000)),
    lazyConnect: true,
    connectTimeout: 3_000,
    // A limit must answer quickly or not at all: no queueing while Redis is away, and a bounded wait.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
  });
  // Reconnects go on in the background; an outage is logged once when it starts and once when it ends.
  let startError: Error | undefined;
  let down = false;
  client.on('error', (error: Error) => {
    if (starting) startError ??= error;
    if (starting || down) return;
    down = true;
    log.error(
      `Redis at ${shown} failed (${error.message}): login, registration and the other rate-limited account ` +
        'routes answer 503 until it is back; cart quotes, feedback and Google sign-in are not limited meanwhile.',
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn(`Redis at ${shown} is back: rate limits count there again.`);
  });

  await connectAtStart(
    client,
    url,
    () => startError,
    ". Start Redis, fix REDIS_URL, or unset it to keep the rate limits in this process's memory (a single API process only).",
  );
  starting = false;
  // A command that fails while the connection looks fine (a timeout on a stalled Redis): at most one line a minute.
  let lastCommandError = 0;
  const onCommandError = (error: Error) => {
    if (down || Date.now() - lastCommandError < 60_000) return;
    lastCommandError = Date.now();
    log.error(`Redis at ${shown} did not answer a rate-limit command (${error.message}): the request got 503.`);
  };
  return new RedisRateLimitStore(client, env.REDIS_KEY_PREFIX || DEFAULT_REDIS_KEY_PREFIX, onCommandError);
}
