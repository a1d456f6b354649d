import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top; query-only changes (filters, colour) keep the scroll position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
