import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, e.g. useMediaQuery(mq.tablet). Accepts the theme's `mq` strings
 * ("@media (min-width: 768px)") as well as bare queries. Without matchMedia (tests, old browsers)
 * it reports false, which is the small-screen layout.
 */
export function useMediaQuery(query: string): boolean {
  const bare = query.replace(/^@media\s*/, '');
  const hasMatchMedia = typeof window !== 'undefined' && typeof window.matchMedia === 'function';

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia) return () => undefined;
      const list = window.matchMedia(bare);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [bare, hasMatchMedia],
  );

  return useSyncExternalStore(
    subscribe,
    () => (hasMatchMedia ? window.matchMedia(bare).matches : false),
    () => false,
  );
}
