import { isProductId, matchRoute, segmentName } from 'contracts';

export type Crumb = { to: string; label: string; productId?: string };

/** The not-found page's label, as its heading says. */
export const NOT_FOUND_LABEL = 'Page Not Found';

/**
 * Home plus one crumb per path segment, named from the route table; a product id is named later. An
 * address no route takes has no pages to lead to: its trail is Home / Page Not Found.
 */
export function buildCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ to: '/', label: 'Home' }];
  if (segments.length > 0 && !matchRoute(pathname)) return [...crumbs, { to: pathname, label: NOT_FOUND_LABEL }];
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    if (index === 0 && isProductId(segment)) crumbs.push({ to, label: segment, productId: segment });
    else crumbs.push({ to, label: segmentName(segment) });
  });
  return crumbs;
}
