/** A product id is six digits ("100001" is the first); `/:id` routes match nothing else. */
export const PRODUCT_ID_PATTERN = /^\d{6}$/;

/**
 * A cookie without a secret, readable by the page's script, that the API sets and clears together with the
 * httpOnly session cookie (same lifetime): "this browser may hold a session". Without it the page knows it
 * is a guest's and skips the start-up session check, and with it the API client's download (issue 15).
 */
export const SIGNED_IN_COOKIE = 'vesna_signed_in';

/**
 * A cookie without a secret that shared-ui sets while a guest's bag (kept in localStorage) holds anything,
 * and clears when it is empty: "this browser may hold a bag". A visitor with neither it nor
 * SIGNED_IN_COOKIE has an empty bag for sure, so the server renders /cart's empty bag for her instead of a
 * skeleton (its largest text then arrives with the HTML).
 */
export const BAG_HINT_COOKIE = 'vesna_bag';
