import { useEffect, useRef } from 'react';

/**
 * A side panel (mini bag, mobile menu) takes focus when it opens, so keyboard users land in it, and
 * Escape closes it. When it closes, the focus goes back where it was (the header button, or the Add to
 * Cart button after `bag:open`), so keyboard and screen reader users keep their place. Returns the
 * ref to put on the panel element.
 */
export function useSidePanel<T extends HTMLElement>(onClose: () => void) {
  const panelRef = useRef<T>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    panel?.focus();
    return () => {
      // Only when the focus is still in the panel (or lost with it): a link followed from the panel
      // or a click elsewhere already put the focus where the shopper wants it.
      const active = document.activeElement;
      const focusLost = active === null || active === document.body || panel?.contains(active);
      if (previous && previous.isConnected && focusLost) previous.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return panelRef;
}
