import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from 'contracts';
import { HttpError } from '../http-errors';
import { RateLimitError } from '../security/rate-limiter';
import { redactSecrets } from '../security/redact-secrets';

/**
 * Every error leaves as `{ error, fields? }`. Client mistakes (malformed JSON, wrong content type,
 * too large a body) keep their 4xx status and message; anything else is a logged 500 without details.
 * A message that quotes what was sent (an unknown banner set, a malformed cart key) never carries a
 * card number or a link token back: they are redacted here, for every route at once.
 */
export function registerErrorShape(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = { error: redactSecrets(error.message) };
      if (error.fields)
        body.fields = Object.fromEntries(Object.entries(error.fields).map(([key, text]) => [key, redactSecrets(text)]));
      if (error instanceof RateLimitError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in request body'
          : error.message;
      return reply.status(status).send({ error: redactSecrets(message) } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Internal server error' } satisfies ApiError);
  });
}
