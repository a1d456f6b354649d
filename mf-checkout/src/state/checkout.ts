/**
 * The checkout in progress, held in memory only (Jotai's default store, no storage): the shipping
 * details hold personal data that must not stay in the browser, so a reload of /payment goes back to
 * /info, which prefills again from the default address. The atoms live in mf-checkout because no other
 * remote reads them; they last as long as the page (the remote's module is loaded once).
 */
import { atom, type WritableAtom } from 'jotai';
import type { ShippingDetails } from 'contracts';
import { sessionAtom } from 'shared-ui';

/**
 * An atom that belongs to the shopper who wrote it: after a logout, or another login in the same tab,
 * it reads null, so one shopper's address or order is never shown to the next.
 */
function shopperAtom<T>(): WritableAtom<T | null, [T | null], void> {
  const owned = atom<{ userId: string; value: T } | null>(null);
  return atom(
    (get) => {
      const entry = get(owned);
      return entry && entry.userId === get(sessionAtom).user?.id ? entry.value : null;
    },
    (get, set, value: T | null) => {
      const userId = get(sessionAtom).user?.id;
      set(owned, value === null || !userId ? null : { userId, value });
    },
  );
}

/** What /info's "Continue Shipping" kept for /payment. Written by /info; read by /info (coming back) and /payment. */
export const shippingDetailsAtom = shopperAtom<ShippingDetails>();

/**
 * The Idempotency-Key of the order being paid, with what it was made for. Paying again for the same
 * bag, total, address and card choice (Retry from /failed) sends the same key, so the server answers the
 * same order and client secret instead of reserving the stock twice; anything else is a new order.
 */
export interface PurchaseAttempt {
  idempotencyKey: string;
  /** The purchase the key belongs to (see purchaseFingerprint). */
  fingerprint: string;
}

export const purchaseAttemptAtom = shopperAtom<PurchaseAttempt>();

/** The order just paid, for /success (number and where the receipt went). Cleared by nothing: a new payment replaces it. */
export interface PlacedOrder {
  orderNumber: string;
  email: string;
}

export const placedOrderAtom = shopperAtom<PlacedOrder>();

/** A random key for the Idempotency-Key header (a UUID where the browser has randomUUID). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
