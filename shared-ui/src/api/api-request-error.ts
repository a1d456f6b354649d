import type { ApiError } from 'contracts';

/**
 * Why a request failed: `response`, the server answered outside 2xx (`status` is set, and `error` /
 * `fields` when the body was the API's `{ error, fields? }`); `network`, no answer at all (API down,
 * connection lost, timeout); `cancelled`, its AbortSignal aborted (not a failure to show).
 */
export type ApiRequestErrorKind = 'response' | 'network' | 'cancelled';

/** The rejection of every failed request of `apiClient`, whichever transport carried it (transport.ts). */
export class ApiRequestError extends Error {
  readonly kind: ApiRequestErrorKind;
  /** The answer's HTTP status; undefined for a network failure or a cancel. */
  readonly status: number | undefined;
  /** The API's message (`ApiError.error`); undefined when the answer had no `{ error }` body. */
  readonly error: string | undefined;
  /** Per-field messages of a validation failure (`ApiError.fields`). */
  readonly fields: Record<string, string> | undefined;
  /**
   * The whole answer as parsed, for errors that carry more than `{ error, fields }` (POST /purchase's
   * 409 has a `reason` and the new quote or the short lines); undefined without an answer.
   */
  readonly body: unknown;

  constructor(
    kind: ApiRequestErrorKind,
    message: string,
    answer?: { status: number; body?: ApiError; data?: unknown },
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.status = answer?.status;
    this.error = answer?.body?.error;
    this.fields = answer?.body?.fields;
    this.body = answer?.data ?? answer?.body;
  }
}

/** The body when it is the API's `{ error, fields? }` (a proxy's HTML error page is not). */
function apiErrorBody(data: unknown): ApiError | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { error, fields } = data as { error?: unknown; fields?: unknown };
  if (typeof error !== 'string') return undefined;
  return typeof fields === 'object' && fields !== null
    ? { error, fields: fields as Record<string, string> }
    : { error };
}

/** The rejection of an answer outside 2xx, whichever transport carried it. */
export function responseError(status: number, data: unknown): ApiRequestError {
  const body = apiErrorBody(data);
  const message = body?.error ?? `Request failed with status code ${status}`;
  return new ApiRequestError('response', message, { status, body, data });
}
