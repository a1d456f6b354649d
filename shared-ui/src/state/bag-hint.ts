import { createJSONStorage } from 'jotai/utils';
import { BAG_HINT_COOKIE, type CartItemKey } from 'contracts';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function hasBagHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${BAG_HINT_COOKIE}=`));
}

/**
 * Sets or clears contracts' BAG_HINT_COOKIE ("this browser may hold a bag"): the server reads it to know
 * that a visitor without it (and without a session) has an empty bag, and renders /cart's empty bag for
 * her. Only the fact, never the bag: its keys stay in localStorage. Does nothing outside a browser.
 */
export function writeBagHint(holdsItems: boolean): void {
  if (typeof document === 'undefined' || hasBagHint() === holdsItems) return;
  document.cookie = holdsItems
    ? `${BAG_HINT_COOKIE}=1; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`
    : `${BAG_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

const local = createJSONStorage<CartItemKey[]>(() => localStorage);

/**
 * localStorage for the guest's bag (`vesna:bag`), keeping the bag hint in step with it: on every write,
 * and on the first read (a bag kept from before the hint existed).
 */
export const guestBagStorage: typeof local = {
  ...local,
  getItem: (key, initialValue) => {
    const value = local.getItem(key, initialValue) as CartItemKey[];
    writeBagHint(Array.isArray(value) && value.length > 0);
    return value;
  },
  setItem: (key, value) => {
    writeBagHint(value.length > 0);
    return local.setItem(key, value);
  },
  removeItem: (key) => {
    writeBagHint(false);
    return local.removeItem(key);
  },
};
