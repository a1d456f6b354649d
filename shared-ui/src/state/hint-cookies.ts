/**
 * The two readable hint cookies the API and the page share, with no import: the hydration gate reads and
 * writes them from the shell's entry, before the shared packages (contracts among them) are negotiated. The
 * names are contracts' `SIGNED_IN_COOKIE` and `BAG_HINT_COOKIE`; __tests__/hint-cookies.test.ts holds them equal.
 */
export const SIGNED_IN_HINT_COOKIE = 'vesna_signed_in';
export const BAG_HINT_COOKIE_NAME = 'vesna_bag';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * Whether this browser may hold a session: the API sets the signed-in hint together with the httpOnly session
 * cookie and clears it with it, so a browser without the hint holds no session. A guest's start-up then asks
 * the API nothing and never loads its client (issue 15's first-visit budget). False outside a browser.
 */
export function mayHoldSession(): boolean {
  return hasCookie(SIGNED_IN_HINT_COOKIE);
}

/**
 * Sets or clears the bag hint ("this browser may hold a bag"): the server reads it to know that a visitor
 * without it (and without a session) has an empty bag, and renders /cart's empty bag for her. Only the fact,
 * never the bag: its keys stay in localStorage. Does nothing outside a browser.
 */
export function writeBagHint(holdsItems: boolean): void {
  if (typeof document === 'undefined' || hasCookie(BAG_HINT_COOKIE_NAME) === holdsItems) return;
  document.cookie = holdsItems
    ? `${BAG_HINT_COOKIE_NAME}=1; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`
    : `${BAG_HINT_COOKIE_NAME}=; path=/; max-age=0; samesite=lax`;
}
