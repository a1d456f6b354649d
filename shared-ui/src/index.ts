/**
 * `from 'shared-ui'`: the shop's UI kit. Nothing here holds state, so it is not shared by Module Federation:
 * each remote (and the shell) bundles it and keeps only what it imports (package.json `sideEffects`). That is
 * the theme, the components, the hooks, the form kit and the data operations two or more remotes use.
 *
 * What must exist once on the page (session, bag, wish list, events, transport, query client, toasts, the
 * hydration gate) is the singleton, `from 'shared-ui/state'` (src/singleton.ts); files here import it by that
 * name, never by a relative path.
 */
export { layoutVars, theme } from './theme/theme';
export { mq, mqBelow } from './theme/mq';
export { sectionTitle } from './theme/section-title';
export { GlobalStyles } from './theme/global-styles';
export { ThemeProvider } from '@emotion/react';
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
export { filterProducts } from './api/products';
export { getProduct, productQueryOptions, useProduct } from './api/get-product';
export { subscribeToNewsletter } from './api/subscribers';
export { getPaymentsConfig } from './api/payments-config';
export { loadStripeWith, type LoadStripe } from './payments/load-stripe';
export { useHydrated } from './hooks/use-hydrated';
export { useDocumentTitle } from './hooks/use-document-title';
export { useDocumentHead, applyDocumentHead, type DocumentHead } from './hooks/use-document-head';
export { useMediaQuery } from './hooks/use-media-query';
export { type FirstData, type FirstDataQuery, type PageRequest } from './data/page-query';
export { logFailures } from './data/log-failures';
export { ORDERS_QUERY_KEY, defaultAddressKey, defaultCardKey } from './data/shopper-query-keys';
export { Dialog } from './components/dialog/dialog';
export { Select, type SelectProps, type SelectOption } from './components/select/select';
export { AccordionItem } from './components/accordion/accordion';
export { Tabs } from './components/tabs/tabs';
export { NotFoundView } from './components/not-found-view/not-found-view';
export { PageHeading } from './components/page-heading/page-heading';
export { ShareIcon, EyeIcon, EyeOffIcon } from './components/icons/action-icons';
export {
  SecureFrame,
  useSecureFrame,
  SECURE_FRAME_TIMEOUT_MS,
  type SecureFrameStatus,
} from './components/secure-frame/secure-frame';
export { useCartQuote, EMPTY_CART_QUOTE, type CartQuoteState } from './api/get-cart-quote';
export {
  useKeptDiscountCode,
  discountCodeFor,
  readKeptDiscountCode,
  keepDiscountCode,
  BAG_DISCOUNT_CODE_KEY,
  GUEST_CODE_OWNER,
  type KeptDiscountCode,
} from './hooks/use-bag-discount-code';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { usePageHead, type Head, type HeadRequest } from './hooks/use-page-head';
export { getDefaultAddress, addAddress, updateAddress } from './api/address';
export { getDefaultCard, saveDefaultCard, deleteCard } from './api/payment-methods';
export { saveFeedback } from './api/comments';
export { getProductFeedback, productFeedbackQueryOptions } from './api/get-product-feedback';
export { purchase, getPurchaseConflict, type PurchaseOptions } from './api/purchase';
export { getOrders, getOrder, requestOrderReturn, requestOrderExchange, getBirthdayDiscount } from './api/orders';
export { getBannerSection } from './api/banner-section';
export { applyNewsletterLink } from './api/newsletter-link';
export { sendContactMessage } from './api/contacts';
export { getProductsByIds } from './api/product-lists';
export { updateProfile, changePassword, deleteAccount, resendVerification } from './api/customer-profile';
export { dehydrateQueries } from './data/dehydrate-queries';
export { apiUrl } from './api/api-url';
export { FormTextField, type FormTextFieldProps } from './components/form-text-field/form-text-field';
export { formStyles } from './components/form-styles/form-styles';
export { Notice, type NoticeProps, type NoticeTone } from './components/notice/notice';
export { useSessionCheck, type SessionCheck } from './hooks/use-session-check';
export { useCardProcessor, type CardProcessor, type CardProcessorState } from './hooks/use-card-processor';
