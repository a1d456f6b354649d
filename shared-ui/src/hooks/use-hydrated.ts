import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates (each Suspense boundary too: a remote's page may hydrate
 * after the header's effects ran), true from the render after it, and at once in a page the browser
 * renders alone. What only the browser knows (browser storage, the session) is read through it, so the
 * browser's first render is the server's HTML, and fills in right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
