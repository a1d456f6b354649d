import { getProduct, isNotFoundError, type PageQuery } from 'shared-ui';
import { buildCrumbs } from './build-crumbs';

/**
 * A product crumb's name, or null when there is no such product; any other failure rejects (the crumb then
 * keeps the id). The server loads it with the page, so the HTML's breadcrumb already names the product.
 */
export function productNameQuery(id: string): PageQuery<string | null> {
  return {
    key: `product-name:${id}`,
    load: (options) =>
      getProduct(id, options).then(
        (product) => product.name,
        (error: unknown) => {
          if (isNotFoundError(error) || (error instanceof Error && error.message === 'Product not found')) return null;
          throw error;
        },
      ),
  };
}

/** What the breadcrumb of `pathname` reads first: the name of its product crumb, if it has one. */
export function breadcrumbFirstData(pathname: string): PageQuery[] {
  return buildCrumbs(pathname).flatMap((crumb) => (crumb.productId ? [productNameQuery(crumb.productId)] : []));
}
