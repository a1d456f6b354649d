import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';

/**
 * The API process's read cache of catalogue answers (listings, products, search, banners), as the bytes
 * sent: a hit costs no query and no serialisation. Every write a shopper can see bumps the catalogue
 * version in the database, which announces it on CATALOGUE_CHANNEL (migration 0010's triggers); every
 * process listening drops everything it holds. PGlite announces before the writing query returns;
 * PostgreSQL within milliseconds, to every process.
 */
export const CATALOGUE_CHANNEL = 'vesna_catalogue';

/**
 * Browsers revalidate every time (a 304 costs no body); a CDN may keep an answer one second, the time
 * the API processes themselves take at most to drop a changed catalogue.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';

export interface CachedAnswer {
  body: string;
  etag: string;
  /** The body compressed once, when it is worth it (1 KB or more, as @fastify/compress decides). */
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller bodies go as they are (the compression plugin's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** Compresses once per cached answer what the compression plugin would compress on every request. */
export function compressedAnswer(body: string): CachedAnswer {
  const answer: CachedAnswer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  if (Buffer.byteLength(body) >= COMPRESS_FROM_BYTES) {
    answer.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    answer.gzip = gzipSync(body);
  }
  return answer;
}

export interface CatalogueCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

export class CatalogueCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  /** Bumped by every drop: an answer read from the database before a drop is never stored after it. */
  private generation = 0;
  /** Off while the process cannot hear announcements (its LISTEN connection is down). */
  private listening = true;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(options: CatalogueCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  get size(): number {
    return this.entries.size;
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
    this.bytes += sizeOf(answer);
    // Oldest first (Map keeps insertion order): enough for a catalogue that is read far more than written.
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= sizeOf(old);
    }
  }

  drop(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
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

function sizeOf(answer: CachedAnswer): number {
  return answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
}

/** A cache that drops itself on every catalogue announcement of `db`; stop() before closing `db`. */
export async function listenForCatalogueChanges(
  db: Database,
  cache: CatalogueCache,
  log: { warn(message: string): void },
): Promise<{ stop(): Promise<void> }> {
  const stop = await db.listen(CATALOGUE_CHANNEL, {
    notify: () => cache.drop(),
    lost: () => {
      log.warn('catalogue cache off: the database connection that listens for catalogue changes was lost');
      cache.suspend();
    },
    restored: () => cache.resume(),
  });
  return { stop };
}

/**
 * Answers a public catalogue GET from the cache, or computes, serialises (the route's response schema,
 * fast-json-stringify) and stores it, compressed too. ETag from the bytes (one per content coding);
 * If-None-Match → 304. `http: false` (a POST, which no HTTP cache keeps) leaves out the cache headers.
 * Routes that answer through here set `compress: false`: the bytes are compressed already.
 */
export async function sendCatalogueAnswer(
  cache: CatalogueCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
  { http = true }: { http?: boolean } = {},
): Promise<FastifyReply> {
  let answer = cache.get(key);
  if (!answer) {
    const generation = cache.begin();
    // The route's compiled serializer answers a string (the schema says JSON).
    answer = compressedAnswer(String(reply.serialize(await load())));
    cache.set(key, answer, generation);
  }
  const coding = answer.br && preferredCoding(request.headers['accept-encoding']);
  const body = coding ? answer[coding]! : answer.body;
  reply.type('application/json; charset=utf-8');
  if (answer.br) appendVary(reply, 'accept-encoding');
  if (coding) reply.header('content-encoding', coding);
  if (!http) return reply.send(body);
  const etag = coding ? `${answer.etag.slice(0, -1)}-${coding}"` : answer.etag;
  reply.header('cache-control', CATALOGUE_CACHE_CONTROL).header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).removeHeader('content-encoding').send();
  return reply.send(body);
}

/** br over gzip, as @fastify/compress picks; `q=0` refuses a coding. */
function preferredCoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Adds to Vary without dropping what CORS put there (Origin). */
function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field || f === '*')) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/** If-None-Match may list several tags, or `*`; a weak tag (W/"...") matches its strong twin. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
