/**
 * The API is served on the shell's origin under this prefix; shared-ui's HTTP client uses it as its
 * baseURL, so every path in API_PATHS is relative to it (the API registers its routes with the same
 * prefix).
 */
export const API_BASE_URL = '/api';

/** Social sign-in is a browser navigation on the shell's origin, outside the /api prefix. */
export const AUTH_GOOGLE_PATH = '/auth/google';

/**
 * Paths of spec section 7, relative to API_BASE_URL. Path parameters use Fastify's `:name` syntax so
 * the server registers these strings as they are; clients fill them with buildApiPath.
 * Query parameters are noted beside each path.
 */
export const API_PATHS = {
  health: '/health',
  /** POST {text} → ProductSummary[] */
  productsSearch: '/products/search',
  /** GET ?id=100001 → [Product] */
  products: '/products',
  /** GET ?category&perPage&startPage&new&plusSize&color&size&fabric&sort&random → Product[] */
  productsFilter: '/products/filter',
  /** GET ?pid=a,b → Product[] */
  productsByIds: '/products/ids',
  banners: '/banners/:name',
  bannerSection: '/banners/:name/:name2',
  /** GET /banners/category/modiweek → 7 banners, Sunday to Saturday */
  bannersByCategory: '/banners/category/:category',
  /** POST {email, agreement} → {message} */
  subscribers: '/subscribers',
  /** GET: the session's customer */
  customer: '/customers/customer',
  /** GET (with credentials): the session behind the cookie */
  cookies: '/cookies',
  customersLogin: '/customers/login',
  /** POST registers, PUT updates the profile */
  customers: '/customers',
  customersPassword: '/customers/password',
  customersDeleteAccount: '/customers/delete-account',
  /** POST adds, DELETE removes {productId} */
  customersWishlist: '/customers/wishlist',
  /** DELETE clears the wish list */
  customersClearWishlist: '/customers/clear',
  /** POST adds, DELETE removes {productId: CartItemKey} */
  customersCart: '/customers/cart',
  customersClearCart: '/customers/clearCart',
  /** POST creates feedback */
  comments: '/comments',
  /** GET ?productId= */
  commentsByProduct: '/comments/product/id',
  contacts: '/contacts',
  /** POST adds, PUT updates */
  address: '/address',
  /** GET ?userId= */
  addressDefault: '/address/default',
  /** GET ?userId=, POST saves the default card */
  paymentMethodsDefault: '/payment-methods/default',
  paymentMethod: '/payment-method',
  paymentMethodsDelete: '/payment-methods/delete',
  /** POST → {clientSecret} */
  purchase: '/purchase',
  /** GET: generated product and banner images */
  images: '/images',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/**
 * Fills the `:name` parameters of an API path, encoding each value:
 * buildApiPath(API_PATHS.bannerSection, { name: 'sustainability', name2: 'mainBanner' })
 * → '/banners/sustainability/mainBanner'. A missing parameter is a programming error and throws.
 */
export function buildApiPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
