import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactSecrets } from './redact-secrets';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type LogMethod = (this: unknown, ...args: unknown[]) => void;
/** The parts of pino's options this file extends (pino is Fastify's logger; its types are not ours to import). */
interface PinoLikeOptions {
  serializers?: Record<string, (value: never) => unknown>;
  hooks?: { logMethod?: (this: unknown, args: unknown[], method: LogMethod) => void };
  formatters?: { log?: (object: Record<string, unknown>) => Record<string, unknown> };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A copy with every string redacted (see redact-secrets.ts). Only plain objects and arrays are walked:
 * requests, replies and errors have serializers of their own, and the original is never changed.
 */
function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]));
}

/** Fastify's request serializer, with the URL's tokens and card numbers redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Like pino's error serializer (type, message, stack, own fields), redacted; `cause` one level deep. */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return redactDeep(error);
  const own = redactDeep({ ...error }) as Record<string, unknown>;
  return {
    type: error.constructor?.name ?? error.name,
    message: redactSecrets(error.message),
    stack: error.stack === undefined ? undefined : redactSecrets(error.stack),
    ...own,
    ...(error.cause !== undefined && depth < 1 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/**
 * Pino options that keep link tokens (`token`, `code`, `state`...) and card numbers out of every log
 * line, whatever writes it: the request URL Fastify logs for each request, the message, the fields and
 * logged errors. Key-based redaction (passwords, cookies: `redact` in app.ts) covers the rest.
 */
export function secretScrubbingLogOptions(options: LoggerOptions): Partial<LoggerOptions> {
  const given = options as PinoLikeOptions;
  return {
    serializers: { req: serializeRequest, err: serializeError, ...given.serializers },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: LogMethod) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg)),
        );
      },
    },
    formatters: {
      ...given.formatters,
      log: (object: Record<string, unknown>) =>
        redactDeep(given.formatters?.log ? given.formatters.log(object) : object) as Record<string, unknown>,
    },
  } as unknown as Partial<LoggerOptions>;
}
