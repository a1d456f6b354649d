import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, e.g. `useMediaQuery(mq.tablet)` (the "@media " prefix is optional).
 * For markup that differs by width, not only its styles (an accordion on phones, columns on tablets).
 * Without matchMedia (tests, old browsers) it answers false: the small-screen markup.
 */
export function useMediaQuery(query: string): boolean {
  const media = query.replace(/^@media\s+/, '');
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(media);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(media).matches,
    () => false,
  );
}
