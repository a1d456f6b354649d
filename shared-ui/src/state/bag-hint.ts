import { createJSONStorage } from 'jotai/utils';
import type { CartItemKey } from 'contracts';
import { writeBagHint } from './hint-cookies';

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
