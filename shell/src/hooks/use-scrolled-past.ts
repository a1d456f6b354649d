import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled beyond `threshold()` px, re-checked at most once per `debounceMs`
 * after scrolling pauses (spec: header shadow 150 px / 100 ms, back-to-top 2 viewports / 500 ms).
 * `threshold` is a function so a viewport-relative limit follows window resizes.
 */
export function useScrolledPast(threshold: () => number, debounceMs: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setPast(window.scrollY > threshold());
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, debounceMs);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
    // Callers pass a module-level function, so `threshold` never changes and the listeners stay put.
  }, [threshold, debounceMs]);
  return past;
}
