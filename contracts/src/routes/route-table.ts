import { API_BASE_URL, API_PATHS } from '../constants/api-paths';
import { CATEGORIES } from '../constants/catalog';
import { WEEKDAYS } from '../constants/weekdays';
import type { RemoteName } from './remote-names';

/**
 * Who a page is the same for, which decides what the server renders and keeps (docs/server-rendering.md):
 * - `public`: every visitor: rendered on the server with its first data, kept in the HTML cache and by a CDN;
 * - `guest`: every visitor with no session and no bag (the empty bag): rendered for her, never kept; a shopper
 *   with a session or a bag gets the layout and the page's skeleton, and her browser renders the page;
 * - `private`: the shopper's own (checkout, account): the layout and the page's skeleton, never kept;
 * - `staff`: the back office: never rendered on the server (the API sends the shell's page, `private, no-store`),
 *   and the shell shows it without the storefront's header, breadcrumb and footer.
 */
export type RouteAudience = 'public' | 'guest' | 'private' | 'staff';

/** A check on a route's parameter: the route only matches when it holds (otherwise the not-found page). */
export type RouteGuard = 'productId' | 'weekday';

/** What a search engine and a link preview learn about a page (spec section 2). */
export interface RouteHeadText {
  /** The page part of the tab title: "<title> | Vesna" (documentTitle). */
  title: string;
  /** The meta description and og:description: one or two sentences, under 160 characters. */
  description: string;
  /** og:image, a path on the shop's origin. */
  image?: string;
  /** og:type; a product page is "product". */
  type?: 'website' | 'product';
}

/** One page of the shop: everything the router, the server renderer, the head and the sitemap need of it. */
export interface RouteEntry {
  /** A react-router pattern: static segments, `:param`, `:param?` and a trailing `*`. */
  path: string;
  /** The remote that renders the page, and the expose key in its webpack config. */
  remote: RemoteName;
  expose: `./${string}`;
  audience: RouteAudience;
  guard?: RouteGuard;
  head: RouteHeadText;
  /** The breadcrumb's name for the path's last static segment ("newIn" → "New In"); else it is humanised. */
  crumb?: string;
  /** Listed in /sitemap.xml: the path itself (`true`), these addresses, or not at all. */
  sitemap: boolean | readonly string[];
  /** `false`: robots.txt keeps crawlers out (personal and checkout pages, personal links' landings). */
  crawl?: false;
  /**
   * The page's module exports `firstData` (its loaders, shared-ui's FirstData): the server loads them before
   * it renders and sends the answers with the page. A contract test holds the exposes to it.
   */
  firstData?: true;
}

/** The generated pictures the shop serves itself (API_PATHS.bannerImage), used as og:image. */
const bannerImage = (key: string) => `${API_BASE_URL}${API_PATHS.bannerImage.replace(':file', `${key}.svg`)}`;

/**
 * The shop's one route table (spec section 2). A new page is one row here: the shell routes it, the server
 * renders it (and registers its address), the head and the sitemap describe it. `/userProfile/*` is handed
 * whole to mf-account, which owns its tabs and its login redirect.
 */
const ROUTE_ROWS = [
  {
    path: '/',
    remote: 'mf_catalog',
    expose: './HomePage',
    audience: 'public',
    firstData: true,
    sitemap: true,
    head: {
      title: 'Home',
      description:
        "Vesna: women's fashion designed in Kyiv, with a plus-size line. New arrivals every week and free shipping on all orders.",
      image: bannerImage('hero'),
    },
  },
  {
    path: '/collection',
    remote: 'mf_catalog',
    expose: './CollectionPage',
    audience: 'public',
    firstData: true,
    crumb: 'Collection',
    sitemap: ['/collection', ...CATEGORIES.map((category) => `/collection?category=${category}`)],
    head: {
      title: 'Collection',
      description:
        'Shop all of Vesna: dresses, tops, pants, blouses, pullovers and shorts in natural fabrics. Filter by colour, size and fabric.',
    },
  },
  {
    path: '/newIn',
    remote: 'mf_catalog',
    expose: './NewInPage',
    audience: 'public',
    firstData: true,
    crumb: 'New In',
    sitemap: true,
    head: {
      title: 'New In',
      description: 'The newest pieces from our Kyiv studio, added every week. Free shipping on all orders.',
      image: bannerImage('new-in'),
    },
  },
  {
    path: '/plusSize',
    remote: 'mf_catalog',
    expose: './PlusSizePage',
    audience: 'public',
    firstData: true,
    crumb: 'Plus Size',
    sitemap: true,
    head: {
      title: 'Plus Size',
      description: "Vesna's plus-size line: every style cut and fitted on sizes 1X to 3X, in linen, cotton and silk.",
      image: bannerImage('plus-size'),
    },
  },
  {
    path: '/modiweek/:day?',
    remote: 'mf_catalog',
    expose: './ModiweekPage',
    audience: 'public',
    guard: 'weekday',
    firstData: true,
    crumb: 'Modiweek',
    sitemap: ['/modiweek', ...WEEKDAYS.map((day) => `/modiweek/${day}`)],
    head: {
      title: 'Modiweek',
      description: 'Modiweek: one look for every day of the week, with the pieces to shop it.',
    },
  },

  {
    path: '/cart',
    remote: 'mf_checkout',
    expose: './CartPage',
    audience: 'guest',
    crumb: 'Shopping Bag',
    sitemap: false,
    crawl: false,
    head: {
      title: 'Shopping Bag',
      description: 'Your Vesna shopping bag: review your pieces, then check out. Free shipping on all orders.',
    },
  },
  {
    path: '/info',
    remote: 'mf_checkout',
    expose: './InfoPage',
    audience: 'private',
    crumb: 'Shipping Info',
    sitemap: false,
    crawl: false,
    head: { title: 'Shipping Info', description: 'Where your Vesna order should go.' },
  },
  {
    path: '/payment',
    remote: 'mf_checkout',
    expose: './PaymentPage',
    audience: 'private',
    crumb: 'Payment',
    sitemap: false,
    crawl: false,
    head: { title: 'Payment', description: 'Pay for your Vesna order by card.' },
  },
  {
    path: '/success',
    remote: 'mf_checkout',
    expose: './SuccessPage',
    audience: 'private',
    crumb: 'Payment Successful',
    sitemap: false,
    crawl: false,
    head: {
      title: 'Payment Successful',
      description: 'Thank you for your order. The receipt is on its way to your e-mail.',
    },
  },
  {
    path: '/failed',
    remote: 'mf_checkout',
    expose: './FailedPage',
    audience: 'private',
    crumb: 'Payment Failed',
    sitemap: false,
    crawl: false,
    head: {
      title: 'Payment Failed',
      description: 'Your payment did not go through. Check your card details and try again.',
    },
  },

  {
    path: '/login',
    remote: 'mf_account',
    expose: './LoginPage',
    audience: 'private',
    crumb: 'Log In',
    sitemap: true,
    head: {
      title: 'Log in',
      description: 'Log in to Vesna to keep your wish list and bag on every device and see your orders.',
      image: bannerImage('login'),
    },
  },
  {
    path: '/registration',
    remote: 'mf_account',
    expose: './RegistrationPage',
    audience: 'private',
    crumb: 'Create Account',
    sitemap: true,
    head: {
      title: 'Create Account',
      description:
        'Create a Vesna account: save your address and card, follow your orders, and get 15% off on your birthday.',
    },
  },
  {
    path: '/userProfile/*',
    remote: 'mf_account',
    expose: './UserProfilePage',
    audience: 'private',
    crumb: 'User Profile',
    sitemap: false,
    crawl: false,
    head: {
      title: 'My Account',
      description: 'Your Vesna account: profile, address, wish list, payment card and orders.',
    },
  },
  {
    path: '/wishList',
    remote: 'mf_account',
    expose: './WishListPage',
    audience: 'private',
    crumb: 'Wish List',
    sitemap: true,
    head: { title: 'My Wish List', description: 'The Vesna pieces you saved for later.' },
  },

  {
    path: '/sustainability',
    remote: 'mf_content',
    expose: './SustainabilityPage',
    audience: 'public',
    firstData: true,
    crumb: 'Sustainability',
    sitemap: true,
    head: {
      title: 'Sustainability',
      description:
        'How Vesna makes fewer, better clothes: our mission, how we process and pack, caring for your pieces, and our materials.',
      image: bannerImage('sustainability-main'),
    },
  },
  {
    path: '/sustainability/materials',
    remote: 'mf_content',
    expose: './MaterialsPage',
    audience: 'public',
    firstData: true,
    crumb: 'Materials',
    sitemap: true,
    head: {
      title: 'Materials',
      description:
        'The cotton, wool, linen and silk we use. 92% of our base fabrics were sustainably sourced in 2022; our goal is 100% by 2025.',
      image: bannerImage('sustainability-fifth'),
    },
  },
  {
    path: '/termsConditions',
    remote: 'mf_content',
    expose: './TermsPage',
    audience: 'public',
    crumb: 'Terms & Conditions',
    sitemap: true,
    head: {
      title: 'Terms & Conditions',
      description: 'The general conditions of buying from Vesna: orders, prices, payment, delivery and returns.',
    },
  },
  {
    path: '/policy',
    remote: 'mf_content',
    expose: './PolicyPage',
    audience: 'public',
    crumb: 'Privacy Policy',
    sitemap: true,
    head: {
      title: 'Privacy Policy',
      description: 'What information Vesna collects, how we use and share it, and the choices you have.',
    },
  },
  {
    path: '/orderShipping',
    remote: 'mf_content',
    expose: './OrderShippingPage',
    audience: 'public',
    crumb: 'Orders & Shipping',
    sitemap: true,
    head: {
      title: 'Orders & Shipping',
      description:
        'Processing times, free shipping, international delivery, tracking and what to do about a lost or damaged parcel.',
    },
  },
  {
    path: '/returnsRefunds',
    remote: 'mf_content',
    expose: './ReturnsRefundsPage',
    audience: 'public',
    crumb: 'Returns & Refunds',
    sitemap: true,
    head: {
      title: 'Returns & Refunds',
      description:
        'Return within 30 days; refunds in 7-10 business days after we receive your return. Exchanges and exceptions.',
    },
  },
  {
    path: '/contactUs',
    remote: 'mf_content',
    expose: './ContactUsPage',
    audience: 'public',
    crumb: 'Contact Us',
    sitemap: true,
    head: {
      title: 'Contact Us',
      description: 'Write to Vesna about an order, a size or anything else. We answer within 1-2 business days.',
    },
  },
  {
    path: '/careers',
    remote: 'mf_content',
    expose: './CareersPage',
    audience: 'public',
    crumb: 'Careers',
    sitemap: true,
    head: {
      title: 'Careers',
      description: 'Work with Vesna in Kyiv: sales associates, visual merchandisers, buyers and marketing specialists.',
    },
  },
  {
    path: '/visitUs',
    remote: 'mf_content',
    expose: './VisitUsPage',
    audience: 'public',
    crumb: 'Visit Us',
    sitemap: true,
    head: {
      title: 'Visit Us',
      description:
        'Visit the Vesna store in Kyiv at 25 Yaroslaviv Val St: opening hours, directions, e-mail and phone.',
      image: `${API_BASE_URL}${API_PATHS.storeMapImage}`,
    },
  },
  {
    // Where the newsletter's confirm and unsubscribe links land (?status=): personal, so not crawled.
    path: '/newsletter',
    remote: 'mf_content',
    expose: './NewsletterPage',
    audience: 'public',
    crumb: 'Newsletter',
    sitemap: false,
    crawl: false,
    head: {
      title: 'Newsletter',
      description: 'Your Vesna newsletter subscription: confirmed, or unsubscribed from the link in our mail.',
    },
  },

  // The back office (mf-backoffice owns everything under it): staff only, rendered in the browser only.
  {
    path: '/staff/*',
    remote: 'mf_backoffice',
    expose: './StaffPage',
    audience: 'staff',
    sitemap: false,
    crawl: false,
    head: { title: 'Back office', description: 'For the staff.' },
  },

  // Last for readers; the matcher ranks static paths above it anyway.
  {
    path: '/:id',
    remote: 'mf_product',
    expose: './ProductPage',
    audience: 'public',
    guard: 'productId',
    firstData: true,
    sitemap: false,
    head: {
      title: 'Product',
      description: "A piece from Vesna's collection of women's fashion, designed in Kyiv.",
      type: 'product',
    },
  },
] as const satisfies readonly RouteEntry[];

type RouteRow = (typeof ROUTE_ROWS)[number];

export type RoutePattern = RouteRow['path'];

export const ROUTES: readonly (RouteEntry & { path: RoutePattern })[] = ROUTE_ROWS;

/** Each pattern's head text, with the literal types of its row (a test may rely on a route's image). */
export type RouteHeads = { [Row in RouteRow as Row['path']]: Row['head'] };

/** `mf_catalog/HomePage` for `{ remote: 'mf_catalog', expose: './HomePage' }`: what loadRemote takes. */
export function pageIdOf(route: Pick<RouteEntry, 'remote' | 'expose'>): string {
  return `${route.remote}/${route.expose.replace(/^\.\//, '')}`;
}
