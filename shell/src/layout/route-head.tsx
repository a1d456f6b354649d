import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeHead } from 'contracts';
import { useDocumentHead } from 'shared-ui';

/**
 * Every route's head as the shopper navigates: title, description, canonical link and Open Graph tags from
 * contracts' ROUTE_META, the table the API also writes into each page's HTML. Rendered before the routes,
 * so in a commit that also mounts a page, the page's own head (a product's name) is written after this.
 */
export function RouteHead() {
  const { pathname, search } = useLocation();
  const { route, title, description, canonicalPath, image, type } = routeHead(pathname, search);
  useDocumentHead({ title, description, canonicalPath, image: image ?? null, type });

  // The server writes a product page's JSON-LD into its HTML; mf-product replaces it on the page, and
  // it must not outlive the page when the shopper moves on.
  const onProductPage = route.pattern === '/:id';
  useEffect(() => {
    if (!onProductPage)
      document.head.querySelectorAll('script[data-product-json-ld]').forEach((script) => script.remove());
  }, [onProductPage]);
  return null;
}
