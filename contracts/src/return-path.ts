/**
 * Where a sign-in sends the shopper afterwards (the login form, and the API's Google callback): the page
 * that sent her to /login with `?returnTo=/100001` (the product page's feedback prompt), else home.
 * Only a path on this shop is followed: anything that could leave the site (`//evil.example`,
 * `/\evil.example`, `https://...`), carries a control character (a header could be split) or leads
 * back to /login goes home instead, so the parameter cannot be used as an open redirect.
 */
export function returnPath(returnTo: string | null | undefined): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return '/';
  if (/^\/login(?:[/?#]|$)/.test(returnTo)) return '/';
  if ([...returnTo].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return '/';
  return returnTo;
}
