import type { ApiError } from 'contracts';

/**
 * Why a request failed: `response`, the server answered outside 2xx (`status` is set, and `error` /
 * `fields` when the body was the API's `{ error, fields? }`); `network`, no answer at all (API down,
 * connection lost, timeout); `cancelled`, its AbortSignal aborted (not a failure to show).
 */
export type ApiRequestErrorKind = 'response' | 'network' | 'cancelled';

/** The rejection of every failed request of `apiClient` (made by its response interceptor). */
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
