import { API_PATHS } from 'contracts';
import { apiClient, setSessionUser, type SessionUser } from 'shared-ui';

/**
 * Spec section 4: on load the shop asks the API for the session behind the httpOnly cookie and, if
 * there is one, sets the shared session atom; any failure (no cookie, API down) is ignored.
 */
export async function restoreSession(): Promise<void> {
  try {
    const { data } = await apiClient.get<{ user?: SessionUser | null }>(API_PATHS.cookies);
    if (data?.user) setSessionUser(data.user);
  } catch {
    // A guest, or the API is unreachable: the shop works logged out.
  }
}
