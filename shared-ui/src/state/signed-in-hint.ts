import { SIGNED_IN_COOKIE } from 'contracts';

/**
 * Whether this browser may hold a session: the API sets the readable hint cookie (contracts'
 * SIGNED_IN_COOKIE) together with the httpOnly session cookie and clears it with it, so a browser without the
 * hint holds no session. A guest's start-up then asks the API nothing and never loads its client (issue 15's
 * first-visit budget). False outside a browser.
 */
export function mayHoldSession(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}
