import { useCallback, useSyncExternalStore } from 'react';
import type { Atom } from 'jotai';
import type { Store } from './session-atom';

/**
 * An atom's value as the server rendered the page (`serverValue`) while React hydrates (each Suspense
 * boundary too), the store's from the render after it, and at once in a page the browser renders alone:
 * what useHydrated() beside useAtomValue gave, without its cost. A stored value that `isServerValue` finds
 * the same as the server's (an empty bag, an empty list, a guest) is answered as `serverValue` itself, so
 * React sees nothing change when hydration ends and does not render the component again: on a first visit
 * that was every product card, the header and the mini bag, in one task right after hydration.
 */
export function useHydratedAtomValue<T>(
  store: Store,
  anAtom: Atom<T>,
  serverValue: T,
  isServerValue: (value: T) => boolean = (value) => Object.is(value, serverValue),
): T {
  const subscribe = useCallback((onChange: () => void) => store.sub(anAtom, onChange), [store, anAtom]);
  const read = () => {
    const value = store.get(anAtom);
    return isServerValue(value) ? serverValue : value;
  };
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
