import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer kept in memory as the bytes sent (the catalogue's JSON, a page's HTML): a hit costs no query,
 * no render and no serialisation. Compression waits until a client asks for it: a miss answered to a
 * client that takes no compression (an API client, a CDN that compresses itself) costs no brotli and no
 * gzip, and one that takes brotli costs no gzip. Then each coding is made once.
 */
export interface KeptAnswer {
  body: string;
  etag: string;
  /** Worth compressing (1 KB or more, as @fastify/compress decides). */
  compressible: boolean;
  /** The body compressed, once, the first time a client asks for that coding. */
  br?: Buffer;
  gzip?: Buffer;
  /** The body's bytes, made once: a large page sent as a string would be encoded again for every client. */
  identity?: Buffer;
}

/** Smaller bodies go as they are (the compression plugin's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

export function keptAnswer(body: string): KeptAnswer {
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    compressible: Buffer.byteLength(body) >= COMPRESS_FROM_BYTES,
  };
}

/**
 * The body, its bytes, and room for its compressed twins (made later, when asked for: text shrinks to a
 * fifth or less).
 */
export function keptAnswerBytes(answer: KeptAnswer): number {
  return answer.body.length * 2 + (answer.compressible ? Math.ceil(answer.body.length / 2) : 0);
}

/** The body in `coding` (or as it is), compressed or encoded now if no client asked for it before. */
function encodedBody(answer: KeptAnswer, coding: 'br' | 'gzip' | undefined): Buffer {
  if (coding === undefined) return (answer.identity ??= Buffer.from(answer.body));
  if (coding === 'br') answer.br ??= brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  else answer.gzip ??= gzipSync(answer.body);
  return answer[coding]!;
}

export interface SendKeptOptions {
  contentType: string;
  /** The Cache-Control with its ETag; null sends neither (an answer no HTTP cache keeps, e.g. to a POST). */
  cacheControl: string | null;
}

/**
 * Sends a kept answer with @fastify/compress out of the way (a Content-Encoding set here is left alone):
 * the coding the client prefers, an ETag per coding, and 304 when the client holds that tag.
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  { contentType, cacheControl }: SendKeptOptions,
): FastifyReply {
  const coding = answer.compressible ? preferredCoding(request.headers['accept-encoding']) : undefined;
  reply.type(contentType);
  if (answer.compressible) appendVary(reply, 'accept-encoding');
  if (coding) reply.header('content-encoding', coding);
  if (cacheControl === null) return reply.send(encodedBody(answer, coding));
  const etag = coding ? `${answer.etag.slice(0, -1)}-${coding}"` : answer.etag;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).removeHeader('content-encoding').send();
  return reply.send(encodedBody(answer, coding));
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
