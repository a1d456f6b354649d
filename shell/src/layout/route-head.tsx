import { useLocation } from 'react-router-dom';
import { routeHead } from 'contracts';
import { useDocumentHead } from 'shared-ui';

/**
 * Every route's head as the shopper navigates: title, description, canonical link and Open Graph tags from
 * contracts' ROUTE_META, the table the API also writes into each page's HTML. Rendered before the routes,
 * so in a commit that also mounts a page, the page's own head (its module's `head`, through shared-ui's
 * usePageHead, which also takes its JSON-LD away with the page) is written after this.
 */
export function RouteHead() {
  const { pathname, search } = useLocation();
  const { title, description, canonicalPath, image, type } = routeHead(pathname, search);
  useDocumentHead({ title, description, canonicalPath, image: image ?? null, type });
  return null;
}
