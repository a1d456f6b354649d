/**
 * The API is served on the shell's origin under this prefix; shared-ui's HTTP client uses it as its
 * baseURL, so every path in API_PATHS is relative to it (the API registers its routes with the same
 * prefix).
 */
export const API_BASE_URL = '/api';

/** Social sign-in is a browser navigation on the shell's origin, outside the /api prefix. */
export const AUTH_GOOGLE_PATH = '/auth/google';

/**
 * Every path the API serves under API_BASE_URL, and only those: the API registers its routes with
 * these strings (each module's routes.ts in api/src/modules) and shared-ui's resource files call them, so a path
 * here that nothing serves fails api's route-table test. Path parameters use Fastify's `:name`
 * syntax so the server registers these strings as they are; clients fill them with buildApiPath.
 * Query parameters and bodies are noted beside each path.
 */
export const API_PATHS = {
  /** GET → {status, database} */
  health: '/health',
  ready: '/ready',
  metrics: '/metrics',
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
  /** POST NewsletterSubscription → 202 MessageResponse (always SUBSCRIBE_MESSAGE); mails a confirmation link */
  subscribers: '/subscribers',
  /** GET ?token=: the link in the confirmation mail (a page navigation, redirects to /newsletter?status=) */
  subscribersConfirm: '/subscribers/confirm',
  /** GET ?token=: the unsubscribe link in every newsletter mail (a page navigation, no login) */
  subscribersUnsubscribe: '/subscribers/unsubscribe',
  /** POST ContactRequest → 201 MessageResponse (CONTACT_SUCCESS_MESSAGE) */
  contacts: '/contacts',
  /** GET → SessionUser: the session's customer */
  customer: '/customers/customer',
  /** GET (with credentials) → SessionResponse: the session behind the cookie, `{user: null}` (200) for a guest */
  cookies: '/cookies',
  /** POST {loginOrEmail, password, wishlist?} → LoginResponse */
  customersLogin: '/customers/login',
  /** POST: ends the session and clears the cookie */
  customersLogout: '/customers/logout',
  /** POST registers (→ RegisterResponse), PUT ProfileUpdate (→ ProfileUpdateResponse) */
  customers: '/customers',
  /** PUT {currentPassword, newPassword, confirmPassword} */
  customersPassword: '/customers/password',
  /** DELETE: the account and its personal data */
  customersDeleteAccount: '/customers/delete-account',
  /** GET ?token=: the link in the verification mail (a page navigation, answers with a redirect) */
  customersVerifyEmail: '/customers/verify-email',
  /** POST → MessageResponse: sends a new verification mail */
  customersVerifyEmailResend: '/customers/verify-email/resend',
  /** POST adds, DELETE removes {productId} → WishlistResponse */
  customersWishlist: '/customers/wishlist',
  /** POST {productIds} → WishlistResponse: adds a guest's ids to the account's list */
  customersWishlistMerge: '/customers/wishlist/merge',
  /** DELETE clears the wish list → WishlistResponse */
  customersClearWishlist: '/customers/clear',
  /** POST CartItemRequest adds or replaces a line, DELETE CartItemRequest removes it → CartResponse */
  customersCart: '/customers/cart',
  /** POST CartMergeRequest → CartResponse: a guest's bag merged into the account's after a login */
  customersCartMerge: '/customers/cart/merge',
  /** DELETE → CartResponse: empties the account's bag */
  customersClearCart: '/customers/clearCart',
  /** POST CartQuoteRequest → CartQuote, for a guest or a logged-in customer */
  cartQuote: '/cart/quote',
  /** POST FeedbackRequest → FeedbackSaved (logged in) */
  comments: '/comments',
  /** GET ?productId= → FeedbackList */
  commentsByProduct: '/comments/product/id',
  /** POST adds (→ AddressSaved), PUT {newAddress} updates (→ AddressSaved) */
  address: '/address',
  /** GET → DefaultAddressResponse */
  addressDefault: '/address/default',
  /** GET → DefaultCardResponse; POST SaveCardRequest saves the default card (a processor payment method) */
  paymentMethodsDefault: '/payment-methods/default',
  /** POST SaveCardRequest: the spec's name for saving the card (same handler as paymentMethodsDefault) */
  paymentMethod: '/payment-method',
  /** DELETE → CardDeleted */
  paymentMethodsDelete: '/payment-methods/delete',
  /** GET → PaymentsConfig: how the browser reaches the card processor */
  paymentsConfig: '/payments/config',
  /** POST PurchaseRequest (+ Idempotency-Key header) → PurchaseResponse; 409 PriceChangedError | StockShortError */
  purchase: '/purchase',
  /** POST: the processor's signed webhook (Stripe-Signature); not for browsers */
  paymentsWebhook: '/payments/webhook',
  /** GET → OrdersResponse: the session's orders, newest first */
  orders: '/orders',
  /** GET → Order by its id or its number (404 when not the session's) */
  order: '/orders/:id',
  /** POST ReturnRequest + Idempotency-Key → 201 Order: a return of some of the order's lines */
  orderReturns: '/orders/:id/returns',
  /** POST ExchangeRequest (Idempotency-Key) → Order: one unit of a line for another size or colour, reserved at once */
  orderExchanges: '/orders/:id/exchanges',
  /** GET → BirthdayDiscountStatus for the session's account */
  birthdayDiscount: '/customers/birthday-discount',
  /** GET: a generated product image (the URLs in Product.image) */
  productImage: '/images/products/:productId/:color/:file',
  /** GET: a generated banner image (the URLs in Banner.imageUrl) */
  bannerImage: '/images/banners/:file',
  /** GET: the generated street map around the Kyiv store (the visit-us page's map without MAP_EMBED_URL) */
  storeMapImage: '/images/store-map.svg',
  /** GET: any of the three above as a 1200x630 PNG for link previews (og:image): `share/banners/hero.png` */
  shareImage: '/images/share/*',
  /** GET: a product photo at one width and format, `<sha256>-<width>.<avif|webp|jpg>` (see constants/photos.ts) */
  photo: '/photos/:name',
  /** GET → StoreMap: which map the visit-us page shows (MAP_EMBED_URL switches to an embed) */
  storeMap: '/store/map',
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
