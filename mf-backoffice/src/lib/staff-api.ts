import axios, { isAxiosError, isCancel } from 'axios';
import { API_BASE_URL, buildApiPath, type ApiError } from 'contracts';
import { STAFF_API_PATHS } from 'contracts/staff';
import { ApiRequestError } from 'shared-ui/state';

/**
 * The back office's own HTTP client for `/api/staff`. Not shared-ui's apiClient: staff requests carry the staff
 * cookie (`vesna_staff`, Path=/api/staff, sent with `withCredentials`), never a shopper's session, and a 401 here
 * means the staff session ended (30 minutes idle), which the app turns into the login page with a note. Every
 * failure rejects with shared-ui's ApiRequestError, so forms read `status`, `error` and `fields` the same way
 * the shop's forms do.
 */
export const staffHttp = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  headers: { Accept: 'application/json' },
  timeout: 30_000,
});

/** When the last staff request left: the server ends a session 30 minutes after it (use-session-end.ts). */
let lastRequestAt = Date.now();
export const lastStaffRequestAt = () => lastRequestAt;
staffHttp.interceptors.request.use((config) => {
  lastRequestAt = Date.now();
  return config;
});

/** Called with every 401 of a request made while a member was logged in (the idle end, a deactivation). */
let onSessionEnded: (() => void) | null = null;
export function setSessionEndedHandler(handler: (() => void) | null): void {
  onSessionEnded = handler;
}

staffHttp.interceptors.response.use(undefined, (error: unknown) => {
  if (isCancel(error)) return Promise.reject(new ApiRequestError('cancelled', 'cancelled'));
  if (!isAxiosError(error) || !error.response)
    return Promise.reject(new ApiRequestError('network', 'The back office cannot reach the shop. Try again.'));
  const { status, data } = error.response;
  const body = data && typeof data === 'object' && 'error' in data ? (data as ApiError) : undefined;
  // The session check itself answers 401 for "nobody is logged in", which is not an ended session.
  if (status === 401 && error.config?.url !== STAFF_API_PATHS.session) onSessionEnded?.();
  return Promise.reject(
    new ApiRequestError('response', body?.error ?? `The request failed (${status})`, { status, body, data }),
  );
});

/** `/staff/products/:id` with its parameters filled: STAFF_API_PATHS are relative to `/api`, like API_PATHS. */
export const staffPath = (path: string, params: Record<string, string | number> = {}) => buildApiPath(path, params);

/** The first key of every back-office query: logging out drops them all at once. */
export const STAFF_QUERY_ROOT = 'staff';
