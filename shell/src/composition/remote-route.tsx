import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { PageSkeleton } from 'shared-ui';
import { ensureRemotesRegistered } from './register-remotes';
import { REMOTE_FRIENDLY_NAMES, type RemoteName } from './remote-names';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRouteContext, RemoteUnavailable } from './remote-unavailable';
import { loadedPage, pageOf, type PageModule } from './loaded-pages';
import { fallbackPageModule } from './runtime-plugin/fallback';
import { redeployedSinceRender } from './remote-builds';
import { ServerRegionContext, type RegionOutcome } from './server-region';
import { markHydrated } from 'shared-ui/hydration-gate';

/**
 * One lazy page per expose, kept across navigations so a visited page renders at once.
 * React.lazy remembers a failure (and the fallback plugin's stand-in) for ever, so Retry throws the
 * entry away and the remounted page builds a new one (the runtime forgets failed manifests and entries).
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** Pages whose remote could not be loaded in this browser (the fallback plugin answered for them). */
const unavailableHere = new Set<string>();

export function pagesUnavailableHere(): string[] {
  return [...unavailableHere];
}

function lazyRemotePage(id: string): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(async () => {
      await ensureRemotesRegistered();
      const loaded = await loadRemote<PageModule | ComponentType>(id);
      if (loaded === fallbackPageModule) unavailableHere.add(id);
      else unavailableHere.delete(id);
      if (!loaded) throw new RemoteUnavailableError(`${id} resolved to nothing`);
      const component = pageOf(loaded);
      if (!component) throw new RemoteUnavailableError(`${id} has no default export`);
      return { default: component };
    });
    lazyPages.set(id, page);
  }
  return page;
}

export function forgetRemotePage(id: string): void {
  lazyPages.delete(id);
}

/**
 * The remote's page. Its component type is taken once per mount (state), never per render: a new
 * type on a render would remount the remote page and lose its state. Retry remounts this component
 * (the boundary's key changes), which takes the fresh lazy page.
 */
function RemotePage({ id, serverBuild }: { id: string; serverBuild?: string }) {
  // On the server the route's page is loaded before rendering, so it renders at once. In the browser a
  // lazy page that is not loaded yet suspends; while hydrating, React keeps the server's markup of it.
  const [Page] = useState<ComponentType>(() => loadedPage(id) ?? lazyRemotePage(id));
  // Hydrating another build than the server rendered (a deploy in place in between) would mismatch: the
  // throw makes React render this region in the browser instead (reported as a warning, not a mismatch).
  if (useWhileHydrating(() => redeployedSinceRender(id, serverBuild), false)) throw new RemoteRedeployedError(id);
  // Committed: the server's page has hydrated (or was rendered here), so clicks held until now reach it.
  useLayoutEffect(() => markHydrated('page'), []);
  return <Page />;
}

export class RemoteRedeployedError extends Error {
  override name = 'RemoteRedeployedError';
  constructor(id: string) {
    super(`${id} was redeployed since the server rendered this page`);
  }
}

/**
 * What the server rendered in place of the route's page, for the hydrating render: the skeleton (its
 * remote or first data was late) or the "unavailable" fallback (its remote failed). Hydration must find
 * the same markup; right after it the page loads as usual, with the retry plugin's retries and, if it
 * still fails, the fallback with its Retry button.
 */
function useServerStandIn(id: string): { standIn: RegionOutcome | null; serverBuild?: string } {
  const region = useContext(ServerRegionContext);
  // Taken once: the page element below must not change while its boundary waits to hydrate.
  const [server] = useState(() => (region?.id === id ? region : null));
  const standIn = useWhileHydrating(() => (!server || server.outcome === 'rendered' ? null : server.outcome), null);
  return { standIn, serverBuild: server?.build };
}

const neverChanges = () => () => undefined;

/**
 * `whileHydrating()` while React hydrates this component (what the server's markup needs), `after` from the
 * render after it and at once in a page the browser renders alone (shared-ui's useHydrated, as a value).
 * When the two are the same (the usual case: the server rendered the page whole, the build is the same)
 * React sees no change when hydration ends and does not render the remote's page a second time.
 */
function useWhileHydrating<T>(whileHydrating: () => T, after: T): T {
  return useSyncExternalStore(neverChanges, () => after, whileHydrating);
}

type Props = { remote: RemoteName; expose: string };

/**
 * Renders `remote/expose` inside a skeleton while it loads. The skeleton is at least a screen tall for
 * every remote, so the footer never shows under a loading page and then jumps (a layout shift). When the remote cannot be loaded the
 * fallback runtime plugin hands over a page that reads this route's name and Retry from context;
 * when the page throws while rendering, the error boundary shows the same fallback.
 */
export function RemoteRoute({ remote, expose }: Props) {
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  const friendlyName = REMOTE_FRIENDLY_NAMES[remote];
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemotePage(id);
    setAttempt((n) => n + 1);
  }, [id]);
  const route = useMemo(() => ({ friendlyName, onRetry: retry }), [friendlyName, retry]);
  // The same element across this route's re-renders (the layout re-renders when hydration ends): a page
  // still waiting for its remote to hydrate must receive no update, or React would drop its server markup.
  const { standIn, serverBuild } = useServerStandIn(id);
  const page = useMemo(
    () => (
      <RemoteRouteContext value={route}>
        <RemoteErrorBoundary key={attempt} friendlyName={friendlyName} onRetry={retry}>
          <Suspense fallback={<PageSkeleton />}>
            <RemotePage id={id} serverBuild={serverBuild} />
          </Suspense>
        </RemoteErrorBoundary>
      </RemoteRouteContext>
    ),
    [route, attempt, friendlyName, retry, id, serverBuild],
  );
  if (standIn === 'deferred') return <PageSkeleton />;
  // Its Retry does nothing more than what follows hydration anyway: load the page again.
  if (standIn === 'unavailable') return <RemoteUnavailable friendlyName={friendlyName} onRetry={retry} />;
  return page;
}
