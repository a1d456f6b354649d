import { API_BASE_URL, type ApiError } from 'contracts';

/*
 * The one HTTP client of the browser side: a thin wrapper over `fetch`. It replaced axios (≈15 KB gz
 * that every first visit downloaded, since shared-ui is an eagerly loaded singleton) and keeps the part
 * of axios's behaviour the shop relied on: base URL '/api', the session cookie sent, JSON in and out,
 * `{ data, status }` answers, and a rejection for any status outside 2xx with `response: { status,
 * data }`, so callers and the error helpers below read failures as before.
 */

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** Query parameters: lists are comma-joined, unset values and empty lists left out (see toQueryString). */
export type QueryParams = Record<string, QueryValue>;

/**
 * Builds a query string the way the API reads it: lists comma-joined (`color=blue,red`, commas left
 * unescaped), every value URI-encoded (`sort=%2Bprice`: a bare "+" would arrive as a space), and
 * undefined values and empty lists left out.
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

/** Options of `apiClient.get`: `params` are appended to the path's query (see toQueryString). */
export interface GetOptions extends RequestOptions {
  params?: QueryParams;
}

/** Options of `apiClient.delete`: `data` is sent as the JSON body (DELETE /customers/wishlist carries the id there). */
export interface DeleteOptions extends GetOptions {
  data?: unknown;
}

/** A 2xx answer: the parsed JSON body (the raw text when it is not JSON, '' when empty) and the status. */
export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
}

/** Why a request failed: an answer outside 2xx, no answer at all, or cancelled through its signal. */
export type ApiRequestErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED';

/**
 * The rejection of every failed `apiClient` request. `status` and `response` are set only when the
 * server answered (a network failure or a cancel has neither); `data` is the parsed body, normally the
 * API's `{ error, fields? }`. `response` keeps the axios shape that callers and tests read.
 */
export class ApiRequestError extends Error {
  readonly code: ApiRequestErrorCode;
  readonly status?: number;
  readonly data?: unknown;
  readonly response?: { status: number; data: unknown };

  constructor(message: string, code: ApiRequestErrorCode, response?: { status: number; data: unknown }) {
    super(message);
    this.name = code === 'ERR_CANCELED' ? 'CanceledError' : 'ApiRequestError';
    this.code = code;
    if (response) {
      this.status = response.status;
      this.data = response.data;
      this.response = response;
    }
  }
}

/** baseURL + path the way axios combined them: an absolute URL is kept, otherwise exactly one slash between. */
function buildUrl(path: string, params?: QueryParams): string {
  const url = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)
    ? path
    : `${API_BASE_URL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = params ? toQueryString(params) : '';
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Parses a body as axios did: JSON when it parses, else the text itself ('' for an empty body). */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface SendOptions extends GetOptions {
  body?: unknown;
}

async function send<T>(method: string, path: string, { body, params, signal }: SendOptions): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = {
    method,
    headers,
    // Sends the httpOnly session cookie (never a token from storage), as axios's withCredentials did.
    credentials: 'include',
    signal,
  };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let status: number;
  let data: unknown;
  try {
    // Read at call time, not import time, so tests can put a fake fetch in place.
    const response = await globalThis.fetch(buildUrl(path, params), init);
    status = response.status;
    data = parseBody(await response.text());
  } catch (error) {
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
      throw new ApiRequestError('canceled', 'ERR_CANCELED');
    }
    throw new ApiRequestError('Network Error', 'ERR_NETWORK');
  }
  if (status < 200 || status >= 300) {
    throw new ApiRequestError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', { status, data });
  }
  return { data: data as T, status };
}

/**
 * The API on the shell's origin under /api, so a relative base URL works from every remote once it is
 * rendered inside the shell. A plain object on purpose: component tests replace its methods with
 * `jest.spyOn(apiClient, 'get')`.
 */
export const apiClient = {
  baseURL: API_BASE_URL,
  get<T = unknown>(path: string, options: GetOptions = {}): Promise<ApiResponse<T>> {
    return send<T>('GET', path, options);
  },
  post<T = unknown>(path: string, body?: unknown, options: GetOptions = {}): Promise<ApiResponse<T>> {
    return send<T>('POST', path, { ...options, body });
  },
  put<T = unknown>(path: string, body?: unknown, options: GetOptions = {}): Promise<ApiResponse<T>> {
    return send<T>('PUT', path, { ...options, body });
  },
  delete<T = unknown>(path: string, options: DeleteOptions = {}): Promise<ApiResponse<T>> {
    const { data, ...rest } = options;
    return send<T>('DELETE', path, { ...rest, body: data });
  },
};

/**
 * The `{ status, data }` of a failed request's answer. Read by shape, not by class: the remotes' tests
 * reject with plain errors carrying `response` (as axios errors did), and those must read the same.
 */
function responseOf(error: unknown): { status?: unknown; data?: unknown } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { response } = error as { response?: unknown };
  return typeof response === 'object' && response !== null ? response : undefined;
}

/** The `{ error, fields? }` body of a failed request, when the server sent one. */
export function getApiError(error: unknown): ApiError | undefined {
  const data = responseOf(error)?.data as Partial<ApiError> | undefined;
  if (data && typeof data === 'object' && typeof data.error === 'string') return data as ApiError;
  return undefined;
}

/** A message to show for a failed request: the server's `error` text, or `fallback`. */
export function getApiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return getApiError(error)?.error ?? fallback;
}

/** HTTP status of a failed request (undefined for network errors and cancels). */
export function getApiErrorStatus(error: unknown): number | undefined {
  const status = responseOf(error)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** True when the server answered 404 (e.g. an unknown product id, which shows the not-found page). */
export function isNotFoundError(error: unknown): boolean {
  return getApiErrorStatus(error) === 404;
}

/** True when the request was cancelled through its AbortSignal (not a failure to show). */
export function isCancelledRequest(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.code === 'ERR_CANCELED';
  return error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError');
}
