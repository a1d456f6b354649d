import type { PageQuery } from 'shared-ui';
import { loadProductPage, type ProductPageData } from './load-product-page';

/** The product page's first data as a query: the server loads it before rendering, the page reads it. */
export function productPageQuery(id: string): PageQuery<ProductPageData> {
  return { key: `product-page:${id}`, load: (options) => loadProductPage({ id }, options) };
}
