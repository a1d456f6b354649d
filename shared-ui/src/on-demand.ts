/**
 * The third public entry of shared-ui, `from 'shared-ui/on-demand'`: the controls, hooks and API calls of the
 * pages a first visit to the home page never renders (dialogs, tabs, selects, accordions, the card's secure
 * frame; the priced bag; the order, address, card, purchase, feedback and
 * contact calls). Like `shared-ui/forms`, it is NOT a Module Federation singleton: it is bundled into each
 * remote (and shell chunk) that imports it, tree-shaken to what that page uses, so those bytes travel with
 * the page that needs them instead of with shared-ui's singleton on every first visit (about 3.5 KB br on `/`,
 * docs/performance.md).
 *
 * So nothing behind this entry holds state. Every file here imports the rest of shared-ui by its name
 * (`from 'shared-ui'`: the session, the API client, the query client, the theme), never by a relative path,
 * which would bundle a second copy into the remote. Nothing in `src/index.ts` may import from here.
 */

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

// The server renderer's: the page's first data for its JSON block.
export { dehydrateQueries } from './data/dehydrate-queries';
// The render worker's transport builds its addresses as axios does in the browser.
export { apiUrl } from './api/api-url';
