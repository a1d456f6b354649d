/**
 * The ONE public entry of shared-ui. Module Federation shares this package as a singleton by its name,
 * so every remote and the shell get the same module instance: the Jotai atoms, the toast store and the
 * event bus below exist exactly once on the page. Import only `from 'shared-ui'`, never a deep path
 * (a deep path would be bundled into the remote as a second copy with its own atoms).
 *
 * What no first visit needs is not here but behind the second entries, `shared-ui/on-demand` (src/on-demand.ts)
 * and `shared-ui/forms` (src/forms.ts), bundled into the remote that imports them. Nothing here imports them.
 */

// Theme
export { layoutVars, theme } from './theme/theme';
export { mq, mqBelow } from './theme/mq';
export { sectionTitle } from './theme/section-title';
export { GlobalStyles } from './theme/global-styles';
// Re-exported for convenience: the shell wraps the app in Emotion's ThemeProvider with `theme`.
export { ThemeProvider } from '@emotion/react';

// Components
export { Button } from './components/button/button';
export { buttonStyles } from './components/button/button-styles';
export { ButtonLink } from './components/button-link/button-link';
export { IconButton } from './components/icon-button/icon-button';
export { Spinner } from './components/spinner/spinner';
export { Badge } from './components/badge/badge';
export { TextField, TextArea, type TextFieldProps, type TextAreaProps } from './components/text-field/text-field';
export { Checkbox } from './components/checkbox/checkbox';
export { fieldControl, fieldError, fieldLabel } from './components/field/field-styles';
export { Carousel } from './components/carousel/carousel';
export { HydrateOnApproach, type HydrateOnApproachProps } from './components/hydrate-on-approach/hydrate-on-approach';
// What a server-rendered Add to Cart carries so that the hydration gate can add its line before the page hydrates.
export { EARLY_ADD_ATTRIBUTE, EARLY_ADD_NOTE_ATTRIBUTE } from './hydration/early-add';
export { Toaster, useToast } from './components/toast/toast';
export { ProductCard, THREE_ACROSS_SIZES } from './components/product-card/product-card';
export { ProductPicture, type ProductPictureProps } from './components/product-picture/product-picture';
export { PageSkeleton } from './components/page-skeleton/page-skeleton';
export { Skeleton } from './components/skeleton/skeleton';
export {
  SearchIcon,
  UserIcon,
  HeartIcon,
  BagIcon,
  MenuIcon,
  CloseIcon,
  ChevronIcon,
  ArrowUpIcon,
  InstagramIcon,
  FacebookIcon,
  PinterestIcon,
} from './components/icons/icons';
export { Container } from './components/container/container';
export { VisuallyHidden, visuallyHiddenStyle } from './components/visually-hidden/visually-hidden';

// Shared state (Jotai default store, no Provider)
export {
  sessionAtom,
  sessionSettlingAtom,
  useSession,
  setSessionUser,
  bootstrapSession,
  logIn,
  registerCustomer,
  logOut,
  clearSession,
  refreshSession,
  type SessionState,
} from './state/session';
export {
  bagItemsAtom,
  bagCountAtom,
  useBag,
  countBagItems,
  addBagItem,
  removeBagItem,
  setBagItemQuantity,
  replaceBagItems,
  clearBag,
  hasPendingBagSync,
  BAG_SYNC_ERROR_MESSAGE,
} from './state/bag';
export {
  wishlistAtom,
  useWishlist,
  toggleWishlistItem,
  addWishlistItem,
  removeWishlistItem,
  replaceWishlist,
  clearWishlist,
  hasPendingWishlistSync,
  WISHLIST_SYNC_ERROR_MESSAGE,
} from './state/wishlist';

// Events (the contract between teams)
export {
  emitShopEvent,
  onShopEvent,
  useShopEvent,
  type ShopEventMap,
  type ShopEventName,
  type AuthChangedDetail,
  type BagOpenDetail,
} from './events/events';

// API client (the wire types, SessionUser, DefaultCard..., are contracts'; the two re-exported below
// are the types of the event payloads and of the saved-card calls the remotes already read from here)
export {
  apiClient,
  chooseApiTransport,
  getApiError,
  getApiErrorMessage,
  getApiErrorStatus,
  isNotFoundError,
  isCancelledRequest,
  ApiRequestError,
  type ApiRequestErrorKind,
  type RequestOptions,
  type QueryParams,
  toQueryString,
} from './api/client';
export { responseError } from './api/api-request-error';
export type { ApiTransport, ApiRequest, ApiResponse } from './api/transport';
export type { SessionUser, DefaultCard } from 'contracts';
export { filterProducts } from './api/products';
export { getProduct, productQueryOptions, useProduct } from './api/get-product';
export { subscribeToNewsletter } from './api/subscribers';
export { register, login, logout, getSession, getCustomer } from './api/customers';
export { addToWishlist, removeFromWishlist, clearServerWishlist, mergeWishlist } from './api/wishlist';
export { addCartItem, removeCartItem, clearServerCart, mergeCart } from './api/cart';
export { getPaymentsConfig } from './api/payments-config';

// Payments (no processor code here: the remotes pass in loadStripe from '@stripe/stripe-js/pure')
export { loadStripeWith, type LoadStripe } from './payments/load-stripe';

// Hooks
export { useHydrated } from './hooks/use-hydrated';
export { useDocumentTitle } from './hooks/use-document-title';
export { useDocumentHead, applyDocumentHead, type DocumentHead } from './hooks/use-document-head';
export { useMediaQuery } from './hooks/use-media-query';

// The data layer (TanStack Query, bound to the shop's client): first data on the server, hydration, and
// "back" without a new request. Remotes use these, never '@tanstack/react-query' itself.
export {
  QueryClientProvider,
  browserQueryClient,
  createQueryClient,
  hydrateQueries,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type ServerQueries,
} from './data/query-client';
export { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
export { type FirstData, type FirstDataQuery, type PageRequest } from './data/page-query';
export { logFailures } from './data/log-failures';
export { ORDERS_QUERY_KEY, defaultAddressKey, defaultCardKey } from './data/shopper-query-keys';
