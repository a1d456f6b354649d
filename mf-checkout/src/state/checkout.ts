/**
 * The checkout in progress, on Jotai's default store. The shipping details are kept for the tab
 * (sessionStorage, owned by the shopper who wrote them), so Retry from /failed after a reload still goes
 * to /payment with them; they are cleared after a successful payment, at logout (shared-ui clears the
 * tab's `vesna:` session keys) and read as nothing for another account. Card data is never kept. The
 * other atoms live in memory only. They live in mf-checkout because no other remote reads them.
 */
import { atom, type WritableAtom } from 'jotai';
import type { QuoteDiscount, ShippingDetails } from 'contracts';
import { sessionAtom } from 'shared-ui/state';
import {
  BAG_DISCOUNT_CODE_KEY,
  GUEST_CODE_OWNER,
  discountCodeFor,
  keepDiscountCode,
  readKeptDiscountCode,
  type KeptDiscountCode,
} from 'shared-ui';

/**
 * An atom that belongs to the shopper who wrote it: after a logout, or another login in the same tab,
 * it reads null, so one shopper's address or order is never shown to the next.
 */
function shopperAtom<T>(sessionKey?: string): WritableAtom<T | null, [T | null], void> {
  type Owned = { userId: string; value: T } | null;
  // Read once when this module loads: mf-checkout is loaded in the browser only (the server renders its
  // pages' skeleton), so this never differs from a server render. Written through on every change.
  const owned = atom<Owned>(sessionKey ? readKept<Owned>(sessionKey) : null);
  const write = (set: (value: Owned) => void, value: Owned) => {
    set(value);
    if (sessionKey) keep(sessionKey, value);
  };
  return atom(
    (get) => {
      const entry = get(owned);
      return entry && entry.userId === get(sessionAtom).user?.id ? entry.value : null;
    },
    (get, set, value: T | null) => {
      const userId = get(sessionAtom).user?.id;
      write((next) => set(owned, next), value === null || !userId ? null : { userId, value });
    },
  );
}

/** The tab's sessionStorage, or nothing where there is none (a server). */
const tabStorage = (): Storage | undefined => (typeof window !== 'undefined' ? window.sessionStorage : undefined);

function readKept<V>(key: string): V | null {
  try {
    const text = tabStorage()?.getItem(key);
    return text ? (JSON.parse(text) as V) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` for the tab; nothing to keep is no entry at all. */
function keep(key: string, value: unknown): void {
  if (value === null) tabStorage()?.removeItem(key);
  else tabStorage()?.setItem(key, JSON.stringify(value));
}

/** Where the shipping details are kept for the tab. */
export const SHIPPING_DETAILS_KEY = 'vesna:checkout-shipping';

/**
 * What /info's "Continue Shipping" kept for /payment, for this tab. Written by /info; read by /info (coming
 * back) and /payment; cleared (null) after a successful payment.
 */
export const shippingDetailsAtom = shopperAtom<ShippingDetails>(SHIPPING_DETAILS_KEY);

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
  /** The discount the server took off (the birthday discount), for the success page; null without one. */
  discount?: QuoteDiscount | null;
  totalCents?: number;
}

export const placedOrderAtom = shopperAtom<PlacedOrder>();

/** A random key for the Idempotency-Key header (a UUID where the browser has randomUUID). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where the bag's discount code is kept for the tab (shared-ui's, which the shell's mini bag reads). */
export const DISCOUNT_CODE_KEY = BAG_DISCOUNT_CODE_KEY;

const keptCode = atom<KeptDiscountCode>(readKeptDiscountCode());

/**
 * The discount code the shopper added in the bag or at payment (issue 34), for this tab: sent with every quote
 * and with the purchase; the server decides what it is worth. A guest's code goes on with her after she logs
 * in (as her bag does); another account's code, or one left after a logout, reads as none (discountCodeFor,
 * the rule the mini bag reads it by too). Cleared after a successful payment, and when the shopper removes it.
 */
export const discountCodeAtom = atom(
  (get) => discountCodeFor(get(keptCode), get(sessionAtom).user?.id),
  (get, set, code: string | null) => {
    const value: KeptDiscountCode = code ? { owner: get(sessionAtom).user?.id ?? GUEST_CODE_OWNER, code } : null;
    set(keptCode, value);
    keepDiscountCode(value);
  },
);
