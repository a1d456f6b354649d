/**
 * The checkout in progress, held in memory only (Jotai's default store, no storage): the shipping
 * details hold personal data that must not stay in the browser, so a reload of /payment goes back to
 * /info, which prefills again from the default address. The atoms live in mf-checkout because no other
 * remote reads them; they last as long as the page (the remote's module is loaded once).
 */
import { atom } from 'jotai';
import type { ShippingDetails } from 'contracts';

/** What /info's "Continue Shipping" kept for /payment. Written by /info; read by /info (coming back) and /payment. */
export const shippingDetailsAtom = atom<ShippingDetails | null>(null);

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

export const purchaseAttemptAtom = atom<PurchaseAttempt | null>(null);

/** The order just paid, for /success (number and where the receipt went). Cleared by nothing: a new payment replaces it. */
export interface PlacedOrder {
  orderNumber: string;
  email: string;
}

export const placedOrderAtom = atom<PlacedOrder | null>(null);

/** A random key for the Idempotency-Key header (a UUID where the browser has randomUUID). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
