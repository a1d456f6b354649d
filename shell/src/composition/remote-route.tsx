import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { PageSkeleton, useHydrated } from 'shared-ui';
import { ensureRemotesRegistered } from './register-remotes';
import { REMOTE_FRIENDLY_NAMES, type RemoteName } from './remote-names';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRouteContext, RemoteUnavailable } from './remote-unavailable';
import { loadedPage, pageOf, type PageModule } from './loaded-pages';
import { ServerRegionContext, type RegionOutcome } from './server-region';

/**
 * One lazy page per expose, kept across navigations so a visited page renders at once.
 * React.lazy remembers a failure (and the fallback plugin's stand-in) for ever, so Retry throws the
 * entry away and the remounted page builds a new one (the runtime forgets failed manifests and entries).
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

function lazyRemotePage(id: string): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(async () => {
      await ensureRemotesRegistered();
      const loaded = await loadRemote<PageModule | ComponentType>(id);
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
function RemotePage({ id }: { id: string }) {
  // A page loaded before rendering (the server's, or the browser's before hydration) renders at once:
  // a lazy one would suspend, and hydration would find the skeleton where the HTML has the page.
  const [Page] = useState<ComponentType>(() => loadedPage(id) ?? lazyRemotePage(id));
  return <Page />;
}

/**
 * What the server rendered in place of the route's page, for the hydrating render: the skeleton (its
 * remote or first data was late) or the "unavailable" fallback (its remote failed). Hydration must find
 * the same markup; right after it the page loads as usual, with the retry plugin's retries and, if it
 * still fails, the fallback with its Retry button.
 */
function useServerStandIn(id: string): RegionOutcome | null {
  const region = useContext(ServerRegionContext);
  const hydrated = useHydrated();
  const [outcome] = useState(() => (region?.id === id ? region.outcome : null));
  return hydrated || outcome === 'rendered' ? null : outcome;
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
  const standIn = useServerStandIn(id);
  if (standIn === 'deferred') return <PageSkeleton />;
  // Its Retry does nothing more than what follows hydration anyway: load the page again.
  if (standIn === 'unavailable') return <RemoteUnavailable friendlyName={friendlyName} onRetry={retry} />;
  return (
    <RemoteRouteContext value={route}>
      <RemoteErrorBoundary key={attempt} friendlyName={friendlyName} onRetry={retry}>
        <Suspense fallback={<PageSkeleton />}>
          <RemotePage id={id} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRouteContext>
  );
}
