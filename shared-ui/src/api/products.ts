/**
 * A listing's page (spec section 7, GET /api/products/filter), which first visits make. One product is
 * get-product.ts; several by id and the search are in product-lists.ts.
 */
import { API_PATHS, type Product, type ProductFilterQuery } from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/**
 * GET /products/filter: one page of a listing. The answer is a plain array; a page shorter than
 * `perPage` means there is no next page (see useProductListing).
 */
export async function filterProducts(query: ProductFilterQuery, options: RequestOptions = {}): Promise<Product[]> {
  const { category, perPage, startPage, new: isNew, plusSize, color, size, fabric, sort, random } = query;
  const params = {
    category,
    perPage,
    startPage,
    new: isNew,
    plusSize,
    color,
    size,
    fabric,
    sort,
    random,
  };
  const { data } = await apiClient.get<Product[]>(API_PATHS.productsFilter, { params, signal: options.signal });
  return data;
}
