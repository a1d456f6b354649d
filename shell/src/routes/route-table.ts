import type { RemoteName } from '../composition/remote-names';

/**
 * The shell's one route table (spec section 2): every path, the remote page that renders it, and
 * the friendly breadcrumb name of each static segment. Owners are visible at a glance:
 * change a route here and nowhere else.
 */
export type RemoteRouteEntry = {
  path: string;
  remote: RemoteName;
  /** The expose key in the remote's webpack config, e.g. './CollectionPage'. */
  expose: string;
  /** `productId`: the route only matches when the `:id` param is a product id. */
  guard?: 'productId';
  /**
   * `private`: the page is the shopper's own (bag, checkout, account), so the server renders the layout
   * and the page's skeleton only, never cached; the browser renders the page with the session.
   */
  audience?: 'private';
  /**
   * For a `private` route: a visitor with no session and no bag (neither hint cookie) sees what every such
   * visitor sees (the empty bag), so the server renders the page for her, never cached.
   */
  guestView?: true;
};

export const REMOTE_ROUTES: readonly RemoteRouteEntry[] = [
  { path: '/', remote: 'mf_catalog', expose: './HomePage' },
  { path: '/collection', remote: 'mf_catalog', expose: './CollectionPage' },
  { path: '/newIn', remote: 'mf_catalog', expose: './NewInPage' },
  { path: '/plusSize', remote: 'mf_catalog', expose: './PlusSizePage' },
  { path: '/modiweek/:day?', remote: 'mf_catalog', expose: './ModiweekPage' },

  { path: '/cart', remote: 'mf_checkout', expose: './CartPage', audience: 'private', guestView: true },
  { path: '/info', remote: 'mf_checkout', expose: './InfoPage', audience: 'private' },
  { path: '/payment', remote: 'mf_checkout', expose: './PaymentPage', audience: 'private' },
  { path: '/success', remote: 'mf_checkout', expose: './SuccessPage', audience: 'private' },
  { path: '/failed', remote: 'mf_checkout', expose: './FailedPage', audience: 'private' },

  { path: '/login', remote: 'mf_account', expose: './LoginPage', audience: 'private' },
  { path: '/registration', remote: 'mf_account', expose: './RegistrationPage', audience: 'private' },
  // Handed over whole: mf-account owns its tabs (/userProfile/address ...) and the login redirect.
  { path: '/userProfile/*', remote: 'mf_account', expose: './UserProfilePage', audience: 'private' },
  { path: '/wishList', remote: 'mf_account', expose: './WishListPage', audience: 'private' },

  { path: '/sustainability', remote: 'mf_content', expose: './SustainabilityPage' },
  { path: '/sustainability/materials', remote: 'mf_content', expose: './MaterialsPage' },
  { path: '/termsConditions', remote: 'mf_content', expose: './TermsPage' },
  { path: '/policy', remote: 'mf_content', expose: './PolicyPage' },
  { path: '/orderShipping', remote: 'mf_content', expose: './OrderShippingPage' },
  { path: '/returnsRefunds', remote: 'mf_content', expose: './ReturnsRefundsPage' },
  { path: '/contactUs', remote: 'mf_content', expose: './ContactUsPage' },
  { path: '/careers', remote: 'mf_content', expose: './CareersPage' },
  { path: '/visitUs', remote: 'mf_content', expose: './VisitUsPage' },
  // Where the newsletter's confirm and unsubscribe links land (?status=).
  { path: '/newsletter', remote: 'mf_content', expose: './NewsletterPage' },

  // Last on purpose for readers; react-router ranks static paths above it anyway.
  { path: '/:id', remote: 'mf_product', expose: './ProductPage', guard: 'productId' },
];

/** Friendly breadcrumb names of the static path segments. */
export const SEGMENT_NAMES: Readonly<Record<string, string>> = {
  collection: 'Collection',
  newIn: 'New In',
  plusSize: 'Plus Size',
  modiweek: 'Modiweek',
  cart: 'Shopping Bag',
  info: 'Shipping Info',
  payment: 'Payment',
  success: 'Payment Successful',
  failed: 'Payment Failed',
  login: 'Log In',
  registration: 'Create Account',
  userProfile: 'User Profile',
  wishList: 'Wish List',
  favorites: 'Favorites',
  sustainability: 'Sustainability',
  materials: 'Materials',
  termsConditions: 'Terms & Conditions',
  policy: 'Privacy Policy',
  orderShipping: 'Orders & Shipping',
  returnsRefunds: 'Returns & Refunds',
  contactUs: 'Contact Us',
  careers: 'Careers',
  visitUs: 'Visit Us',
  newsletter: 'Newsletter',
};

/** A segment without a table entry (a weekday, a profile tab): "address" → "Address", "paymentCard" → "Payment Card". */
export function humanizeSegment(segment: string): string {
  const decoded = safeDecode(segment);
  return decoded
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

export function segmentName(segment: string): string {
  return SEGMENT_NAMES[segment] ?? humanizeSegment(segment);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
