import { Redis, type RedisOptions } from 'ioredis';
import type { Database, ListenHandlers } from '../../db/database';
import { connectAtStart, redisUrlFromEnv } from '../../security/rate-limit-store-from-env';
import type { CatalogueAnnouncements } from './catalogue-announcements';

/** REDIS_CATALOGUE_CHANNEL's default; one channel per shop sharing a Redis. */
export const DEFAULT_CATALOGUE_REDIS_CHANNEL = 'vesna:catalogue';

/**
 * With REDIS_URL on PostgreSQL: catalogue announcements over Redis pub/sub, so that no process holds a
 * LISTEN connection (which a transaction-pooling PgBouncer cannot give). Without REDIS_URL, or on PGlite
 * (one process, announced in process): undefined, and the app uses the database's own announcements.
 */
export async function catalogueAnnouncementsFromEnv(
  env: NodeJS.ProcessEnv,
  db: Pick<Database, 'kind'>,
): Promise<CatalogueAnnouncements | undefined> {
  const url = redisUrlFromEnv(env);
  if (!url || db.kind !== 'postgres') return undefined;
  return openRedisCatalogueAnnouncements(url, env.REDIS_CATALOGUE_CHANNEL?.trim() || DEFAULT_CATALOGUE_REDIS_CHANNEL);
}

/**
 * Publishes on `channel` through one connection; each `listen` subscribes on a connection of its own (a
 * subscribed client can send no other command). A Redis that does not answer now stops the start.
 *
 * Redis hears only what the API publishes, after its commits (catalogue-writes.ts): the app also watches
 * the catalogue version (catalogue-version-watch.ts) for writes made elsewhere and messages missed.
 */
export async function openRedisCatalogueAnnouncements(
  url: string,
  channel: string = DEFAULT_CATALOGUE_REDIS_CHANNEL,
): Promise<CatalogueAnnouncements> {
  // An announcement is sent at once or not at all: no queueing while Redis is away, a bounded wait.
  const publisher = await connectRedis(url, {
    connectionName: 'vesna-catalogue-publisher',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
  });
  const inThisProcess = new Set<ListenHandlers>();
  let closed = false;
  return {
    source: 'Redis',
    fromDatabase: false,
    async listen(handlers) {
      // keepAlive: a connection that dies silently must end and say so (`lost`), as LISTEN's does.
      const subscriber = await connectRedis(url, {
        connectionName: 'vesna-catalogue-subscriber',
        autoResubscribe: false,
        enableOfflineQueue: false,
        keepAlive: 10_000,
      });
      let lost = false;
      let stopped = false;
      subscriber.on('message', (from: string) => {
        if (from === channel) handlers.notify();
      });
      subscriber.on('close', () => {
        if (stopped || lost) return;
        lost = true;
        handlers.lost();
      });
      subscriber.on('ready', () => {
        if (stopped || !lost) return;
        // Subscribed again before the cache comes back (with a drop): nothing published meanwhile is missed.
        // A refusal means the connection broke again: 'close', then 'ready', come again.
        subscriber.subscribe(channel).then(
          () => {
            if (stopped) return;
            lost = false;
            handlers.restored();
          },
          () => undefined,
        );
      });
      await subscriber.subscribe(channel);
      inThisProcess.add(handlers);
      return async () => {
        if (stopped) return;
        stopped = true;
        inThisProcess.delete(handlers);
        await subscriber.quit().catch(() => subscriber.disconnect());
      };
    },
    async announce() {
      // This process at once, so that the writer's next read (the shopper's own) sees her change.
      for (const handlers of inThisProcess) handlers.notify();
      await publisher.publish(channel, '');
    },
    async close() {
      if (closed) return;
      closed = true;
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

/** Connected and answering, or an error that says what to do; afterwards it reconnects for ever, at most every 2 s. */
async function connectRedis(url: string, options: RedisOptions): Promise<Redis> {
  let starting = true;
  let startError: Error | undefined;
  const client = new Redis(url, {
    ...options,
    lazyConnect: true,
    connectTimeout: 3_000,
    retryStrategy: (times) => (starting ? null : Math.min(times * 200, 2_000)),
  });
  // Outages are told where they matter: a failed announcement by the writer, a lost subscription by the cache.
  client.on('error', (error: Error) => {
    if (starting) startError ??= error;
  });
  await connectAtStart(
    client,
    url,
    () => startError,
    ': the catalogue cache could not hear changes. Start Redis, fix REDIS_URL, or unset it.',
  );
  starting = false;
  return client;
}
