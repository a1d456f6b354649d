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

/** One request as the server renderer's transport carries it: method, and path with query (`/api/...`). */
export interface ApiTransportRequest {
  method: string;
  url: string;
  signal?: AbortSignal;
}

/** The API's answer to an `ApiTransportRequest`: its status and its body, parsed when it was JSON. */
export interface ApiTransportAnswer {
  status: number;
  data: unknown;
}

/** Carries requests to the API another way than HTTP (the server renderer's message channel). */
export type ApiTransport = (request: ApiTransportRequest) => Promise<ApiTransportAnswer>;

/** Set by the server renderer before any request (setApiTransport); null in a browser. */
let transport: ApiTransport | null = null;
let loadingClient: Promise<AxiosInstance> | null = null;

/** The axios instance, loaded once (its chunk on the first call), sent through the transport when one is set. */
export function loadApiClient(): Promise<AxiosInstance> {
  loadingClient ??= import(/* webpackChunkName: "api-client" */ './axios-client').then(
    ({ axiosClient, sendAxiosClientThrough }) => {
      if (transport !== null) sendAxiosClientThrough(transport);
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
 * Sends every request of the client through `next` instead of HTTP: the server renderer calls it in its
 * worker, where the API answers its loaders in process (no socket, no HTTP parsing, no cookie: the page is
 * rendered as a guest sees it). Loaders and pages call the same functions either way. Never used in a browser.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
  if (loadingClient)
    void loadingClient.then(() => import('./axios-client')).then((m) => m.sendAxiosClientThrough(next));
}

/** True where requests go through a transport (the server renderer), not HTTP. */
export function isRequestForwarded(): boolean {
  return transport !== null;
}
