/**
 * The ONE public entry of shared-ui. Module Federation shares this package as a singleton by its name,
 * so every remote and the shell get the same module instance: the Jotai atoms, the toast store and the
 * event bus below exist exactly once on the page. Import only `from 'shared-ui'`, never a deep path
 * (a deep path would be bundled into the remote as a second copy with its own atoms).
 */

// Theme
export {
  theme,
  breakpoints,
  type ShopTheme,
  type BreakpointName,
  type ThemeColor,
  type ThemeSpace,
} from './theme/theme';
export { mq, mqBelow, reducedMotion } from './theme/mq';
export { GlobalStyles } from './theme/global-styles';
// Re-exported for convenience: the shell wraps the app in Emotion's ThemeProvider with `theme`.
export { ThemeProvider, useTheme } from '@emotion/react';

// Components
export { Button, type ButtonProps } from './components/button/button';
export { buttonStyles, type ButtonVariant, type ButtonSize } from './components/button/button-styles';
export { ButtonLink, type ButtonLinkProps } from './components/button-link/button-link';
export { IconButton, type IconButtonProps } from './components/icon-button/icon-button';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge/badge';
export { TextField, TextArea, type TextFieldProps, type TextAreaProps } from './components/text-field/text-field';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export { Dialog, type DialogProps, type DialogSize } from './components/dialog/dialog';
export { Select, type SelectProps, type SelectOption } from './components/select/select';
export { AccordionItem, type AccordionItemProps } from './components/accordion/accordion';
export { Tabs, type TabsProps, type TabItem } from './components/tabs/tabs';
export { Carousel, swipeDirection, type CarouselProps, type CarouselDots } from './components/carousel/carousel';
export { Toast, Toaster, useToast, type ToastProps } from './components/toast/toast';
export type { ToastOptions, ToastTone, ToastPosition } from './components/toast/toast-types';
export { ProductCard, type ProductCardProps } from './components/product-card/product-card';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { PageSkeleton, type PageSkeletonProps } from './components/page-skeleton/page-skeleton';
export { NotFoundView } from './components/not-found-view/not-found-view';
export {
  SearchIcon,
  UserIcon,
  HeartIcon,
  BagIcon,
  MenuIcon,
  CloseIcon,
  ChevronIcon,
  ArrowUpIcon,
  PlusIcon,
  MinusIcon,
  FilterIcon,
  TrashIcon,
  EyeIcon,
  EyeOffIcon,
  CheckIcon,
  StarIcon,
  ShareIcon,
  InstagramIcon,
  FacebookIcon,
  PinterestIcon,
  type IconProps,
  type HeartIconProps,
  type ChevronIconProps,
  type ChevronDirection,
} from './components/icons/icons';
export {
  VisuallyHidden,
  visuallyHiddenStyle,
  type VisuallyHiddenProps,
} from './components/visually-hidden/visually-hidden';
export { Container, type ContainerProps } from './components/container/container';
export { PageHeading, type PageHeadingProps } from './components/page-heading/page-heading';

// Shared state (Jotai default store, no Provider)
export {
  sessionAtom,
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
  type SessionUser,
  type AuthChangedDetail,
} from './events/events';

// API client
export {
  apiClient,
  getApiError,
  getApiErrorMessage,
  getApiErrorStatus,
  isNotFoundError,
  isCancelledRequest,
  ApiRequestError,
  type ApiRequestErrorCode,
  type ApiResponse,
  type RequestOptions,
  type GetOptions,
  type DeleteOptions,
  type QueryParams,
} from './api/client';
export { filterProducts, getProduct, getProductsByIds, searchProducts, toQueryString } from './api/products';
export {
  getBanners,
  getBannerSection,
  getModiweekBanners,
  getCollectionTiles,
  type BannerSetName,
} from './api/banners';
export { subscribeToNewsletter, type NewsletterSubscription } from './api/subscribers';
export {
  register,
  login,
  logout,
  getSession,
  getCustomer,
  updateProfile,
  changePassword,
  deleteAccount,
  resendVerification,
  ACCOUNT_PATHS,
  type RegisterResponse,
  type LoginResponse,
  type SessionResponse,
  type ProfileUpdate,
} from './api/customers';
export {
  addToWishlist,
  removeFromWishlist,
  clearServerWishlist,
  mergeWishlist,
  WISHLIST_PATHS,
  type WishlistResponse,
} from './api/wishlist';
export { getDefaultAddress, addAddress, updateAddress, type AddressSaved } from './api/address';
export { getDefaultCard, saveDefaultCard, deleteCard, type DefaultCard } from './api/payment-methods';

// Hooks
export { useProductListing, type ProductListing, type ProductListingQuery } from './hooks/use-product-listing';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useDocumentTitle } from './hooks/use-document-title';
export { useMediaQuery } from './hooks/use-media-query';
