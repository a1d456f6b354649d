import axios from 'axios';
import { API_BASE_URL, type ApiError } from 'contracts';

/*
 * The browser side's one HTTP client: an axios instance shared at run time with the rest of shared-ui
 * (a Module Federation singleton), so every remote calls the API through the same configuration. The
 * resource files next to this one (products.ts, customers.ts...) are its only callers.
 */

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** Query parameters: lists are comma-joined, unset values and empty lists left out (see toQueryString). */
export type QueryParams = Record<string, QueryValue>;

/**
 * Builds a query string the way the API reads it: lists comma-joined (`color=blue,red`, commas left
 * unescaped), every value URI-encoded (`sort=%2Bprice`: a bare "+" would arrive as a space), and
 * undefined values and empty lists left out. The client's params serializer.
 */
export function toQueryString(query: QueryParams): string {
  return Object.entries(query)
    .flatMap(([key, value]) => {
      if (value === undefined || value === null) return [];
      if (Array.isArray(value)) {
        if (value.length === 0) return [];
        return [`${encodeURIComponent(key)}=${value.map((item) => encodeURIComponent(String(item))).join(',')}`];
      }
      return [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
    })
    .join('&');
}

/** Options every request function accepts: an AbortSignal to cancel a request whose answer is no longer wanted. */
export interface RequestOptions {
  signal?: AbortSignal;
}

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

/** The body when it is the API's `{ error, fields? }` (a proxy's HTML error page is not). */
function apiErrorBody(data: unknown): ApiError | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { error, fields } = data as { error?: unknown; fields?: unknown };
  if (typeof error !== 'string') return undefined;
  return typeof fields === 'object' && fields !== null
    ? { error, fields: fields as Record<string, string> }
    : { error };
}

/** What the interceptor rejects with: every failure of a request becomes an ApiRequestError. */
function toApiRequestError(error: unknown): unknown {
  if (axios.isCancel(error)) return new ApiRequestError('cancelled', 'Request cancelled');
  if (!axios.isAxiosError(error)) return error;
  const { response } = error;
  if (!response) return new ApiRequestError('network', error.message || 'Network Error');
  const body = apiErrorBody(response.data);
  const message = body?.error ?? `Request failed with status code ${response.status}`;
  return new ApiRequestError('response', message, { status: response.status, body, data: response.data });
}

/** A request that gets no answer in this time fails as a network error (the page shows its error state). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The API on the shell's origin under /api, so a relative base URL works from every remote once it is
 * rendered inside the shell. The session travels in the httpOnly cookie (`withCredentials`), never in
 * a header from storage. Cancel a request with `{ signal }`.
 */
export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  paramsSerializer: { serialize: (params) => toQueryString(params as QueryParams) },
});

apiClient.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiRequestError(error)));

/** The `{ error, fields? }` body of a failed request, when the server sent one. */
export function getApiError(error: unknown): ApiError | undefined {
  if (!(error instanceof ApiRequestError) || error.error === undefined) return undefined;
  return error.fields ? { error: error.error, fields: error.fields } : { error: error.error };
}

/** A message to show for a failed request: the server's `error` text, or `fallback`. */
export function getApiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return getApiError(error)?.error ?? fallback;
}

/** HTTP status of a failed request (undefined for network errors, cancels and other errors). */
export function getApiErrorStatus(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
}

/** True when the server answered 404 (e.g. an unknown product id, which shows the not-found page). */
export function isNotFoundError(error: unknown): boolean {
  return getApiErrorStatus(error) === 404;
}

/** True when the request was cancelled through its AbortSignal (not a failure to show). */
export function isCancelledRequest(error: unknown): boolean {
  return error instanceof ApiRequestError && error.kind === 'cancelled';
}

/**
 * Points the client at the API's absolute origin: the server renderer calls it from Node, where the
 * browser's relative `/api` has no page origin to resolve against. Never used in a browser.
 */
export function setApiOrigin(origin: string): void {
  apiClient.defaults.baseURL = `${origin.replace(/\/$/, '')}${API_BASE_URL}`;
  apiClient.defaults.withCredentials = false;
}
