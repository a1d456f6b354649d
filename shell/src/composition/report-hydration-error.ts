import type { ErrorInfo } from 'react';
import { pagesRedeployedSinceRender } from './remote-builds';
import { pagesUnavailableHere } from './remote-route';

/**
 * hydrateRoot's `onRecoverableError`: React rendered part of the page in the browser because it could not
 * take over the server's markup. That is a bug (the e2e journeys fail on "[shell] hydration mismatch"),
 * except when the route's remote could not be loaded in this browser although the server rendered it:
 * its region then shows the "unavailable" fallback, as it would without server rendering; or when that
 * remote was redeployed in place since the server rendered the page, and the browser rendered the new build.
 */
export function reportHydrationError(error: unknown, info: ErrorInfo): void {
  const redeployed = pagesRedeployedSinceRender();
  if (redeployed.length > 0) {
    console.warn(`[shell] ${redeployed.join(', ')} changed since the server rendered it: rendered in the browser`);
    return;
  }
  const unavailable = pagesUnavailableHere();
  if (unavailable.length > 0) {
    console.warn(`[shell] ${unavailable.join(', ')} could not be loaded in this browser: showing its fallback`);
    return;
  }
  console.error('[shell] hydration mismatch:', error, info.componentStack);
}
