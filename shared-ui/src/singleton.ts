/**
 * `from 'shared-ui/state'`: what must exist once on the page. Module Federation shares this entry as a
 * singleton (config/module-federation.js), so the shell and every remote get one session, bag and wish list,
 * one event bus, one API transport, one query client, one toast store and one hydration gate. Two copies of
 * any of them would be two bags or two caches on one page.
 *
 * Everything stateless (theme, components, hooks, forms, the data operations two remotes share) is the kit,
 * `from 'shared-ui'` (src/index.ts), which each remote bundles and tree-shakes. The kit reaches this entry by
 * its name only: a relative import would bundle a second copy (src/__tests__/entries.test.ts holds that).
 * Nothing here imports the kit's barrel.
 */
export { HydrateOnApproach, type HydrateOnApproachProps } from './components/hydrate-on-approach/hydrate-on-approach';
export { EARLY_ADD_ATTRIBUTE, EARLY_ADD_NOTE_ATTRIBUTE } from './hydration/early-add';
export { Toaster, useToast } from './components/toast/toast';
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
export {
  emitShopEvent,
  onShopEvent,
  useShopEvent,
  type ShopEventMap,
  type ShopEventName,
  type AuthChangedDetail,
  type BagOpenDetail,
} from './events/events';
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
export { register, login, logout, getSession, getCustomer } from './api/customers';
export { addToWishlist, removeFromWishlist, clearServerWishlist, mergeWishlist } from './api/wishlist';
export { addCartItem, removeCartItem, clearServerCart, mergeCart } from './api/cart';
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
