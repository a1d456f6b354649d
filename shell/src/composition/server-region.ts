import { createContext } from 'react';

/**
 * How the server left the route's remote region in the HTML:
 * - `rendered`: the page is in the HTML; the browser loaded the same remote before hydrating;
 * - `deferred`: the remote or its first data did not answer in time, so the HTML holds the skeleton and
 *   the browser loads the page after hydration, as it would without server rendering;
 * - `unavailable`: the remote could not be loaded or threw, so the HTML holds the "unavailable" fallback
 *   and its Retry works in the browser.
 */
export type RegionOutcome = 'rendered' | 'deferred' | 'unavailable';

/**
 * The page id (`mf_catalog/HomePage`), what the server did with it and, when it rendered it, which build of
 * the page it rendered (composition/remote-builds.ts), so the browser never hydrates another build's markup.
 */
export type ServerRegion = { id: string; outcome: RegionOutcome; build?: string };

/**
 * Set on the server for the request's route, and in the browser to what the server did: the route's
 * hydrating render must show what the HTML shows. Never changed in the browser (an update would reach
 * boundaries still waiting to hydrate); routes read it only while they hydrate (remote-route.tsx's `useWhileHydrating`), so a later
 * visit of the same route loads it as usual.
 */
export const ServerRegionContext = createContext<ServerRegion | null>(null);
