import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of the history was scrolled to, by its location key. */
const scrollPositions = new Map<string, number>();

/**
 * A new page starts at its top; query-only changes (filters, colour) keep the scroll position; "back" and
 * "forward" return to where the shopper was on that page (its data comes from the query cache, so the
 * page is as tall as before when this runs); the first page stays where it is.
 */
export function ScrollToTop() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(key);

  // In the commit, before the browser reports the scroll that the new page's height forces: that scroll
  // belongs to the new entry, never to the page being left.
  useLayoutEffect(() => {
    currentKey.current = key;
  }, [key]);

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => scrollPositions.set(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  // The first page is where the browser put it: at its top, or wherever the shopper scrolled the server's
  // page before it hydrated (on a slow phone, a scroll of seconds; moving it then made her next tap land on
  // something else).
  // Compared, not flagged once: StrictMode runs a new effect twice in development.
  const scrolledFor = useRef(pathname);
  useLayoutEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    const saved = navigationType === 'POP' ? scrollPositions.get(key) : undefined;
    window.scrollTo({ top: saved ?? 0, left: 0, behavior: 'instant' as ScrollBehavior });
    // Only a new path moves the page; `key` and the navigation type are read for that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
