import axios from 'axios';
import { API_BASE_URL } from 'contracts';
import { ApiRequestError, responseError } from './api-request-error';
import { toQueryString, type QueryParams } from './query-string';

/*
 * The axios instance behind the browser's transport (browser-transport.ts), in a module of its own so that
 * webpack puts axios in a chunk loaded on the first request: a first visit that asks the API nothing (a guest
 * on a server-rendered page) never downloads it. Only browser-transport.ts loads this file (and the tests'
 * fakes, through `shared-ui/testing`).
 */

/** What the interceptor rejects with: every failure of a request becomes an ApiRequestError. */
function toApiRequestError(error: unknown): unknown {
  if (axios.isCancel(error)) return new ApiRequestError('cancelled', 'Request cancelled');
  if (!axios.isAxiosError(error)) return error;
  const { response } = error;
  if (!response) return new ApiRequestError('network', error.message || 'Network Error');
  return responseError(response.status, response.data);
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
