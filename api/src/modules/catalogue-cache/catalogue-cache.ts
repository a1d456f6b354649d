import type { FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import { keptAnswer, keptAnswerBytes, sendKeptAnswer, type KeptAnswer } from '../../plugins/kept-answer';
import type { Database } from '../../db/database';
import { databaseAnnouncements, type CatalogueAnnouncements } from './catalogue-announcements';
import { watchCatalogueVersion } from './catalogue-version-watch';

/**
 * Browsers revalidate every time (a 304 costs no body); a CDN may keep an answer one second, the time
 * the API processes themselves take at most to drop a changed catalogue.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';

/**
 * The log level of public catalogue routes: one below the app's when that is info (production's
 * default), so that the two request lines Fastify writes for every answer (incoming, completed) are
 * left out of the busiest, cheapest answers: on a cached listing they cost more than the answer itself
 * (each line goes through the secret-scrubbing serializers, security/log-options.ts). Warnings and
 * errors are still logged, traffic is still counted (GET /api/metrics), and a debug level keeps all.
 */
export function catalogueLogLevel(appLevel: string): LogLevel {
  return (appLevel === 'info' ? 'warn' : appLevel) as LogLevel;
}

/** A catalogue answer as kept and sent (plugins/kept-answer.ts). */
export type CachedAnswer = KeptAnswer;

/** An answer to keep (see keptAnswer). */
export const compressedAnswer = keptAnswer;

export interface CatalogueCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * The API process's read cache of catalogue answers (listings, products, search, banners), as the bytes
 * sent: a hit costs no query and no serialisation. Every write a shopper can see bumps the catalogue
 * version in the database (migration 0010's triggers) and is announced to every process, which drops
 * everything it holds (catalogue-announcements.ts): by the database itself on CATALOGUE_CHANNEL
 * (PostgreSQL's LISTEN/NOTIFY within milliseconds, to every process; PGlite before the writing query
 * returns), or, with REDIS_URL on PostgreSQL, over Redis pub/sub by the process that wrote, with a
 * check of the version every half second for writes made outside the API. Within a second either way.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Values derived from the catalogue (memo), dropped with the answers. */
  private readonly derived = new Map<string, unknown>();
  private bytes = 0;
  /** Bumped by every drop: an answer read from the database before a drop is never stored after it. */
  private generation = 0;
  /** Off while the process cannot hear announcements (its LISTEN or Redis connection is down). */
  private listening = true;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly dropListeners = new Set<() => void>();

  constructor(options: CatalogueCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  get size(): number {
    return this.entries.size;
  }

  /** False while announcements may be missed: nothing read from the database may then be kept. */
  get isListening(): boolean {
    return this.listening;
  }

  /**
   * A value derived from the catalogue (the listing index, products' JSON), made once and kept until the
   * next drop; made afresh on every call while the cache is not listening. A promise that fails is
   * forgotten, so the next call tries again.
   */
  memo<T>(key: string, make: () => T): T {
    if (!this.listening) return make();
    if (this.derived.has(key)) return this.derived.get(key) as T;
    const value = make();
    this.derived.set(key, value);
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.derived.get(key) === value) this.derived.delete(key);
      });
    }
    return value;
  }

  /** The generation to hand back to `set` with an answer computed from now on. */
  begin(): number {
    return this.generation;
  }

  get(key: string): CachedAnswer | undefined {
    return this.listening ? this.entries.get(key) : undefined;
  }

  set(key: string, answer: CachedAnswer, generation: number): void {
    if (!this.listening || generation !== this.generation || this.entries.has(key)) return;
    this.entries.set(key, answer);
    this.bytes += keptAnswerBytes(answer);
    // Oldest first (Map keeps insertion order): enough for a catalogue that is read far more than written.
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= keptAnswerBytes(old);
    }
  }

  drop(): void {
    this.generation += 1;
    this.entries.clear();
    this.derived.clear();
    this.bytes = 0;
    for (const listener of this.dropListeners) listener();
  }

  /**
   * Calls `listener` after every drop (a catalogue change heard, or announcements lost or back), so what
   * is made from catalogue answers (the HTML cache of pages) follows them. Answers the unsubscribe.
   */
  onDrop(listener: () => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }

  /** Announcements may be missed: serve from the database until `resume`. */
  suspend(): void {
    this.listening = false;
    this.drop();
  }

  resume(): void {
    this.drop();
    this.listening = true;
  }
}

/**
 * A cache that drops itself on every catalogue announcement (the database's own by default), and on
 * every new catalogue version when the announcements come from elsewhere; stop() before closing `db`.
 */
export async function listenForCatalogueChanges(
  db: Database,
  cache: CatalogueCache,
  log: { warn(message: string): void },
  announcements: CatalogueAnnouncements = databaseAnnouncements(db),
): Promise<{ stop(): Promise<void> }> {
  const stopListening = await announcements.listen({
    notify: () => cache.drop(),
    lost: () => {
      log.warn(`catalogue cache off: the connection that hears catalogue changes (${announcements.source}) was lost`);
      cache.suspend();
    },
    restored: () => cache.resume(),
  });
  if (announcements.fromDatabase) return { stop: stopListening };
  const watch = await watchCatalogueVersion(db, () => cache.drop(), { log }).catch(async (error: unknown) => {
    await stopListening();
    throw error;
  });
  return {
    async stop() {
      await watch.stop();
      await stopListening();
    },
  };
}

/**
 * Answers a public catalogue GET from the cache, or computes, serialises (the route's response schema,
 * fast-json-stringify) and stores it. ETag from the bytes (one per content coding); If-None-Match →
 * 304. `http: false` (a POST, which no HTTP cache keeps) leaves out the cache headers. Routes that answer
 * through here set `compress: false`: the bytes are compressed here, once per answer and coding.
 */
export function sendCatalogueAnswer(
  cache: CatalogueCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
  options: SendOptions = {},
): Promise<FastifyReply> | FastifyReply {
  // The route's compiled serializer answers a string (the schema says JSON).
  return sendCatalogueBody(cache, request, reply, key, async () => String(reply.serialize(await load())), options);
}

interface SendOptions {
  http?: boolean;
  /** A second key to keep the answer under (the request's URL as sent: see products' listing route). */
  alias?: string;
}

/**
 * sendCatalogueAnswer for a route that writes its JSON itself (a listing from products' kept JSON).
 * A hit is sent at once; a miss answers the promise of the reply. Either way the route returns what this
 * answers: an async handler that has sent must return the reply (Fastify waits on it), or Fastify sends
 * its `undefined` too and logs "Reply was already sent" with an error for every cached answer.
 */
export function sendCatalogueBody(
  cache: CatalogueCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  loadBody: () => Promise<string>,
  { alias, ...options }: SendOptions = {},
): Promise<FastifyReply> | FastifyReply {
  const generation = cache.begin();
  const answer = cache.get(key);
  if (answer) {
    if (alias !== undefined) cache.set(alias, answer, generation);
    return sendAnswer(request, reply, answer, options);
  }
  return loadBody().then((body) => {
    const fresh = compressedAnswer(body);
    cache.set(key, fresh, generation);
    if (alias !== undefined) cache.set(alias, fresh, generation);
    return sendAnswer(request, reply, fresh, options);
  });
}

/** Sends a kept answer: a hit costs no promise, no query and no serialisation. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  { http = true }: { http?: boolean } = {},
): FastifyReply {
  return sendKeptAnswer(request, reply, answer, {
    contentType: 'application/json; charset=utf-8',
    cacheControl: http ? CATALOGUE_CACHE_CONTROL : null,
  });
}
