/**
 * Where the login sends the shopper afterwards: the page that sent her to /login with
 * `?returnTo=/100001` (the product page's feedback prompt), else home. Only a path on this shop is
 * followed: anything that could leave the site (`//evil.example`, `/\evil.example`, `https://...`) or
 * lead back to /login goes home instead, so the parameter cannot be used as an open redirect.
 */
export function returnPath(returnTo: string | null): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return '/';
  if (/^\/login(?:[/?#]|$)/.test(returnTo)) return '/';
  return returnTo;
}
