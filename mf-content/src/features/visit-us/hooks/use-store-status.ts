import { useEffect, useState } from 'react';
import { storeStatus, type StoreStatus } from '../store-status';

const systemClock = () => new Date();

/** How often "Open now" is checked again while the page stays open. */
const RECHECK_MS = 60_000;

/**
 * The store's status by the clock `now` (tests pass a fixed one), read in an effect and again every
 * minute. Null until then: a server render does not know the shopper's moment, so it shows no status
 * rather than a wrong one.
 */
export function useStoreStatus(now: () => Date = systemClock): StoreStatus | null {
  const [status, setStatus] = useState<StoreStatus | null>(null);
  useEffect(() => {
    const check = () =>
      setStatus((previous) => {
        const next = storeStatus(now());
        return previous?.open === next.open && previous.weekday === next.weekday ? previous : next;
      });
    check();
    const timer = window.setInterval(check, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [now]);
  return status;
}
