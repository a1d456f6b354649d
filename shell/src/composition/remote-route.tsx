import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { PageSkeleton } from 'shared-ui';
import { ensureRemotesRegistered } from './register-remotes';
import { REMOTE_FRIENDLY_NAMES, type RemoteName } from './remote-names';
import { RemoteErrorBoundary } from './remote-error-boundary';

type PageModule = { default: ComponentType };

/**
 * One lazy component per expose, kept across navigations so a visited page renders at once.
 * React.lazy remembers a rejection for ever, so Retry must throw the entry away and build a
 * new one; the MF runtime itself forgets failed manifests and entries (see runtime-plugin/retry.ts).
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
      const component = typeof loaded === 'function' ? loaded : loaded.default;
      if (typeof component !== 'function' && typeof component !== 'object') {
        throw new RemoteUnavailableError(`${id} has no default export`);
      }
      return { default: component };
    });
    lazyPages.set(id, page);
  }
  return page;
}

export function forgetRemotePage(id: string): void {
  lazyPages.delete(id);
}

type Props = { remote: RemoteName; expose: string };

/** Renders `remote/expose` inside a skeleton while it loads and a fallback with Retry when it fails. */
export function RemoteRoute({ remote, expose }: Props) {
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemotePage(id);
    setAttempt((n) => n + 1);
  }, [id]);
  const Page = lazyRemotePage(id);
  return (
    <RemoteErrorBoundary key={attempt} friendlyName={REMOTE_FRIENDLY_NAMES[remote]} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
