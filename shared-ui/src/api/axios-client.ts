import axios, { AxiosError, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE_URL, type ApiError } from 'contracts';
import { ApiRequestError } from './api-request-error';
import type { ApiTransport } from './client';
import { toQueryString, type QueryParams } from './query-string';

/*
 * The axios instance behind shared-ui's `apiClient` (client.ts), in a module of its own so that webpack
 * puts axios in a chunk loaded on the first request: a first visit that asks the API nothing (a guest on
 * a server-rendered page) never downloads it. Only client.ts loads this file (and the tests' fakes, through
 * `shared-ui/testing`).
 */

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
export const axiosClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  paramsSerializer: { serialize: (params) => toQueryString(params as QueryParams) },
});

axiosClient.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiRequestError(error)));

/**
 * What axios's own adapters do with a status (its `settle`): the answer, or the AxiosError that the
 * interceptor above turns into an ApiRequestError.
 */
function settled(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: '', headers: {}, config, request: null };
  const valid = config.validateStatus ? config.validateStatus(status) : status >= 200 && status < 300;
  if (valid) return response;
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${status}`, code, config, null, response);
}

/**
 * Sends the instance's requests through `transport` (the server renderer's channel to the API) instead of
 * HTTP. A request whose signal aborts rejects as cancelled, as with HTTP; a transport that fails is a
 * network error. No cookie is ever sent: the server renders pages as a guest sees them.
 */
export function sendAxiosClientThrough(transport: ApiTransport): void {
  axiosClient.defaults.withCredentials = false;
  axiosClient.defaults.adapter = async (config) => {
    const signal = config.signal as AbortSignal | undefined;
    if (signal?.aborted) throw new CanceledError(undefined, undefined, config);
    const url = axiosClient.getUri(config);
    const method = (config.method ?? 'get').toUpperCase();
    let answer;
    try {
      answer = await transport({ method, url, signal });
    } catch (error) {
      if (signal?.aborted) throw new CanceledError(undefined, undefined, config);
      throw new AxiosError((error as Error).message || 'Network Error', AxiosError.ERR_NETWORK, config);
    }
    return settled(config, answer.status, answer.data);
  };
}
