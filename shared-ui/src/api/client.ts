import type { ApiError } from 'contracts';
import { ApiRequestError } from './api-request-error';
import { browserTransport } from './browser-transport';
import type { QueryParams } from './query-string';
import type { ApiMethod, ApiResponse, ApiTransport } from './transport';

/*
 * The one way shared-ui and the remotes call the API: `apiClient`, over the transport chosen once at start-up
 * (transport.ts). A browser never chooses: its first request takes the axios transport. The server's render
 * worker chooses its in-process transport before it renders anything. Nothing switches after that.
 */

export { ApiRequestError, type ApiRequestErrorKind } from './api-request-error';
export { toQueryString, type QueryParams } from './query-string';

/** Options every request function accepts: an AbortSignal to cancel a request whose answer is no longer wanted. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** What a request may carry besides its path (and body): its query, headers, a DELETE's body, its signal. */
export interface RequestConfig {
  params?: QueryParams;
  headers?: Record<string, string>;
  data?: unknown;
  signal?: AbortSignal;
}

let chosen: ApiTransport | null = null;

/**
 * Chooses how requests reach the API, once, before the first request: the render worker's in-process
 * transport. Choosing again, or after a request went out, throws: one process, one transport.
 */
export function chooseApiTransport(transport: ApiTransport): void {
  if (chosen) throw new Error('The API transport is chosen once, at start-up, before any request');
  chosen = transport;
}

function send<T>(method: ApiMethod, url: string, config: RequestConfig = {}, data?: unknown): Promise<ApiResponse<T>> {
  chosen ??= browserTransport;
  return chosen.send<T>({ method, url, ...config, ...(data !== undefined ? { data } : {}) });
}

/**
 * The requests the resource files make: each resolves with the answer's status and parsed body, or rejects
 * with an ApiRequestError. Cancel a request with `{ signal }`.
 */
export const apiClient = {
  get: <T>(url: string, config?: RequestConfig) => send<T>('GET', url, config),
  delete: <T>(url: string, config?: RequestConfig) => send<T>('DELETE', url, config),
  post: <T>(url: string, data?: unknown, config?: RequestConfig) => send<T>('POST', url, config, data),
  put: <T>(url: string, data?: unknown, config?: RequestConfig) => send<T>('PUT', url, config, data),
  patch: <T>(url: string, data?: unknown, config?: RequestConfig) => send<T>('PATCH', url, config, data),
};

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
