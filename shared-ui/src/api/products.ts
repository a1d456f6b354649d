/**
 * Product operations of the API that first visits make (spec section 7, GET /api/products...): a listing's
 * page and one product. Several by id and the search are in product-lists.ts, behind shared-ui/on-demand.
 */
import { API_PATHS, type Product, type ProductFilterQuery } from 'contracts';
import { ApiRequestError, apiClient, type RequestOptions } from './client';

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

/**
 * GET /products?id=: one product. The API answers `[Product]`, or 404 `{ error: 'Product not found' }`
 * which rejects (see isNotFoundError); an empty list rejects the same way.
 */
export async function getProduct(id: string, options: RequestOptions = {}): Promise<Product> {
  return untilAborted(productRequest(id), options.signal);
}

async function productAnswer(request: Promise<{ data: Product[] }>): Promise<Product> {
  const product = (await request).data[0];
  if (!product) throw new Error('Product not found');
  return product;
}

/**
 * Requests for one product under way, by id: the product page and the shell's breadcrumb ask for the
 * same product at the same moment, and the API is asked once. A caller that cancels stops waiting; the
 * request goes on for the others.
 */
const productRequests = new Map<string, Promise<Product>>();

function productRequest(id: string): Promise<Product> {
  let request = productRequests.get(id);
  if (!request) {
    request = productAnswer(apiClient.get<Product[]>(API_PATHS.products, { params: { id } })).finally(() =>
      productRequests.delete(id),
    );
    productRequests.set(id, request);
  }
  return request;
}

function untilAborted<T>(request: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return request;
  if (signal.aborted) return Promise.reject(new ApiRequestError('cancelled', 'Request cancelled'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ApiRequestError('cancelled', 'Request cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
    request.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
