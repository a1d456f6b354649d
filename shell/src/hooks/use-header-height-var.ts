import { useEffect, type RefObject } from 'react';
import { layoutVars } from 'shared-ui';

/**
 * Keeps `layoutVars.headerHeight` on <html> equal to the header's height, so shared-ui's Toaster can
 * put top toasts below it. The height changes with the breakpoint and the font load, hence a
 * ResizeObserver rather than a constant.
 */
export function useHeaderHeightVar(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty(layoutVars.headerHeight, `${Math.ceil(element.offsetHeight)}px`);
    write();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}
