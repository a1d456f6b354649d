/**
 * The query keys of a shopper's own data that more than one remote reads or changes: part of the public
 * contract between teams, like the events (remotes never import each other, so a key both sides need lives
 * here; each remote pairs it with its loader beside its hook). Each key holds the session's user id, so
 * logging out and in as someone else on the same tab never shows the previous shopper's answer; a guest's
 * key holds null, and her query is disabled: nothing is asked.
 * - `defaultAddressKey`: GET /address/default's answer (`Address | null`), read by the profile's Address
 *   tab and checkout's /info and /payment. Whoever saves the address (the Address tab, "Save this
 *   information" on /info) sets the server's answer under it with `setQueryData`.
 * - `defaultCardKey`: GET /payment-methods/default's answer (`DefaultCard | null`), read by the Payment
 *   Card tab and /payment; a save or delete sets the answer.
 * - `ORDERS_QUERY_KEY`: the first part of every key of the shopper's orders (the account's Orders tab
 *   owns those queries). Checkout invalidates it once a purchase has created an order, so the Orders tab
 *   lists the new one without a reload.
 */

export const ORDERS_QUERY_KEY = ['orders'] as const;

export function defaultAddressKey(userId: string | undefined): readonly ['default-address', string | null] {
  return ['default-address', userId ?? null];
}

export function defaultCardKey(userId: string | undefined): readonly ['default-card', string | null] {
  return ['default-card', userId ?? null];
}
