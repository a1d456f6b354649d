import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiError } from 'contracts';
import { ApiRequestError } from './api-request-error';

/*
 * The browser side's one HTTP client: an axios instance (axios-client.ts) shared at run time with the rest
 * of shared-ui (a Module Federation singleton), so every remote calls the API through the same
 * configuration. The instance, and axios with it (~16 KB brotli), is loaded on the first request: a
 * server-rendered page a guest only looks at asks the API nothing and never downloads it (issue 15's
 * first-visit budget). The resource files next to this one (products.ts, customers.ts...) are its only callers.
 */

export { ApiRequestError, type ApiRequestErrorKind } from './api-request-error';
export { toQueryString, type QueryParams } from './query-string';

/** Options every request function accepts: an AbortSignal to cancel a request whose answer is no longer wanted. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** Set by the server renderer before any request (setApiOrigin); null in a browser. */
let absoluteOrigin: string | null = null;
let loadingClient: Promise<AxiosInstance> | null = null;

/** The axios instance, loaded once (its chunk on the first call), pointed at the origin set by setApiOrigin. */
export function loadApiClient(): Promise<AxiosInstance> {
  loadingClient ??= import(/* webpackChunkName: "api-client" */ './axios-client').then(
    ({ axiosClient, pointAxiosClientAt }) => {
      if (absoluteOrigin !== null) pointAxiosClientAt(absoluteOrigin);
      return axiosClient;
    },
  );
  return loadingClient;
}

/**
 * The requests the resource files make, with axios's signatures: each waits for the instance (at once after
 * the first) and resolves with axios's response or rejects with an ApiRequestError (the instance's
 * interceptor). The session travels in the httpOnly cookie (`withCredentials`), never in a header from
 * storage. Cancel a request with `{ signal }`.
 */
export const apiClient = {
  get: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadApiClient().then((client) => client.get<T>(url, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadApiClient().then((client) => client.delete<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadApiClient().then((client) => client.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadApiClient().then((client) => client.put<T>(url, data, config)),
  patch: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadApiClient().then((client) => client.patch<T>(url, data, config)),
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

/**
 * Points the client at the API's absolute origin: the server renderer calls it from Node, where the
 * browser's relative `/api` has no page origin to resolve against. Never used in a browser.
 */
export function setApiOrigin(origin: string): void {
  absoluteOrigin = origin;
  if (loadingClient) void loadingClient.then(() => import('./axios-client')).then((m) => m.pointAxiosClientAt(origin));
}
