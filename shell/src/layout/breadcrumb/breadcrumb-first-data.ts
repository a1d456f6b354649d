import { productQueryOptions, type FirstDataQuery } from 'shared-ui';
import { buildCrumbs } from './build-crumbs';

/**
 * What the breadcrumb of `pathname` reads first: the product of its product crumb, if it has one, through the
 * product page's own options (['product', id]), so the server loads it with the page once and the HTML's
 * breadcrumb already names the product.
 */
export function breadcrumbFirstData(pathname: string): FirstDataQuery[] {
  return buildCrumbs(pathname).flatMap((crumb) => (crumb.productId ? [productQueryOptions(crumb.productId)] : []));
}
