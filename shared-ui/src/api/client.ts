import axios, { isAxiosError } from 'axios';
import { API_BASE_URL, type ApiError } from 'contracts';

/**
 * The one HTTP client of the browser side. The API is served on the shell's origin under /api, so a
 * relative base URL works from every remote once it is rendered inside the shell; `withCredentials`
 * sends the httpOnly session cookie (never a token from storage).
 */
export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

/** Options every request function accepts: an AbortSignal to cancel a request whose answer is no longer wanted. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** The `{ error, fields? }` body of a failed request, when the server sent one. */
export function getApiError(error: unknown): ApiError | undefined {
  if (isAxiosError<ApiError>(error) && error.response?.data && typeof error.response.data.error === 'string') {
    return error.response.data;
  }
  return undefined;
}

/** A message to show for a failed request: the server's `error` text, or `fallback`. */
export function getApiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return getApiError(error)?.error ?? fallback;
}

/** HTTP status of a failed request (undefined for network errors). */
export function getApiErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** True when the server answered 404 (e.g. an unknown product id, which shows the not-found page). */
export function isNotFoundError(error: unknown): boolean {
  return getApiErrorStatus(error) === 404;
}

/** True when the request was cancelled through its AbortSignal (not a failure to show). */
export function isCancelledRequest(error: unknown): boolean {
  return axios.isCancel(error) || (error instanceof Error && error.name === 'CanceledError');
}
