/**
 * Addresses that lead to another page. The spec keeps the mobile menu's "Favorites" link to /favorites and
 * gives it no route; for a shopper it is the wish list. The shell's router replaces the history entry (no
 * Back into a redirect), and the API answers a full page load with a permanent redirect.
 */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = Object.freeze({
  '/favorites': '/wishList',
});
