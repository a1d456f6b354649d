import { useMemo } from 'react';
import { useSession } from 'shared-ui/state';

/**
 * The bag's discount code as the tab keeps it (issue 34). mf-checkout owns it (its `discountCodeAtom`: the bag's
 * and the payment page's field write it, the purchase sends it, a successful payment clears it); the shell's mini
 * bag reads it here, so its quote is the bag's. Kept in sessionStorage rather than in a shared atom: shared-ui's
 * singleton is on every first visit, and this entry (with the mini bag's chunk) is not. The mini bag is a modal
 * panel, so reading the code when it opens is reading it while it is shown.
 */

/** Where the code is kept for the tab: cleared with the tab's other `vesna:` session keys at logout. */
export const BAG_DISCOUNT_CODE_KEY = 'vesna:checkout-discount-code';

/** Who added a kept code: an account's id, or a guest. */
export const GUEST_CODE_OWNER = 'guest';

export type KeptDiscountCode = { owner: string; code: string } | null;

/**
 * The kept code for this shopper: hers, or one she added as a guest (it goes on with her after she logs in, as
 * her bag does); another account's, or none, is null.
 */
export function discountCodeFor(kept: KeptDiscountCode, userId: string | null | undefined): string | null {
  const owner = userId ?? GUEST_CODE_OWNER;
  return kept && (kept.owner === owner || kept.owner === GUEST_CODE_OWNER) ? kept.code : null;
}

/** The tab's kept code, or null (none, unreadable, or no browser). */
export function readKeptDiscountCode(): KeptDiscountCode {
  try {
    const text = typeof window === 'undefined' ? null : window.sessionStorage.getItem(BAG_DISCOUNT_CODE_KEY);
    const kept = text ? (JSON.parse(text) as KeptDiscountCode) : null;
    return kept && typeof kept.code === 'string' && typeof kept.owner === 'string' ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the code for the tab; none removes the entry. */
export function keepDiscountCode(kept: KeptDiscountCode): void {
  if (typeof window === 'undefined') return;
  if (kept === null) window.sessionStorage.removeItem(BAG_DISCOUNT_CODE_KEY);
  else window.sessionStorage.setItem(BAG_DISCOUNT_CODE_KEY, JSON.stringify(kept));
}

/** The session shopper's kept code, read when the component mounts (and again if the shopper changes). */
export function useKeptDiscountCode(): string | null {
  const userId = useSession().user?.id;
  return useMemo(() => discountCodeFor(readKeptDiscountCode(), userId), [userId]);
}
