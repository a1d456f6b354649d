import { useEffect, useRef } from 'react';

/**
 * A side panel (mini bag, mobile menu) takes focus when it opens, so keyboard users land in it, and
 * Escape closes it. Returns the ref to put on the panel element.
 */
export function useSidePanel<T extends HTMLElement>(onClose: () => void) {
  const panelRef = useRef<T>(null);
  useEffect(() => {
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return panelRef;
}
