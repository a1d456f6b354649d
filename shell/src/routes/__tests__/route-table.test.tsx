import { screen } from '@testing-library/react';
import { ROUTES, segmentName, type RouteEntry } from 'contracts';
import { AppRoutes } from '../app-routes';
import { renderInShell } from '../../test-utils/render-in-shell';

// The composition is tested on its own; here a remote page is just its id.
jest.mock('../../composition/remote-route', () => ({
  RemoteRoute: ({ remote, expose }: { remote: string; expose: string }) => (
    <p data-testid="remote-page">{`${remote}/${expose.replace('./', '')}`}</p>
  ),
}));

function renderAt(path: string, routes?: readonly RouteEntry[]) {
  return renderInShell(<AppRoutes routes={routes} />, { route: path });
}

// Spec section 2, route table, with the owner each brief assigns.
const SPEC_ROUTES: [path: string, page: string][] = [
  ['/', 'mf_catalog/HomePage'],
  ['/collection', 'mf_catalog/CollectionPage'],
  ['/newIn', 'mf_catalog/NewInPage'],
  ['/plusSize', 'mf_catalog/PlusSizePage'],
  ['/modiweek', 'mf_catalog/ModiweekPage'],
  ['/modiweek/monday', 'mf_catalog/ModiweekPage'],
  ['/modiweek?day=friday', 'mf_catalog/ModiweekPage'],
  ['/100001', 'mf_product/ProductPage'],
  ['/100001?color=blue&size=m', 'mf_product/ProductPage'],
  ['/wishList', 'mf_account/WishListPage'],
  ['/cart', 'mf_checkout/CartPage'],
  ['/info', 'mf_checkout/InfoPage'],
  ['/payment', 'mf_checkout/PaymentPage'],
  ['/success', 'mf_checkout/SuccessPage'],
  ['/failed', 'mf_checkout/FailedPage'],
  ['/login', 'mf_account/LoginPage'],
  ['/registration', 'mf_account/RegistrationPage'],
  ['/userProfile', 'mf_account/UserProfilePage'],
  ['/userProfile/address', 'mf_account/UserProfilePage'],
  ['/sustainability', 'mf_content/SustainabilityPage'],
  ['/sustainability/materials', 'mf_content/MaterialsPage'],
  ['/termsConditions', 'mf_content/TermsPage'],
  ['/policy', 'mf_content/PolicyPage'],
  ['/orderShipping', 'mf_content/OrderShippingPage'],
  ['/returnsRefunds', 'mf_content/ReturnsRefundsPage'],
  ['/contactUs', 'mf_content/ContactUsPage'],
  ['/careers', 'mf_content/CareersPage'],
  ['/visitUs', 'mf_content/VisitUsPage'],
  ['/newsletter', 'mf_content/NewsletterPage'],
  ['/staff', 'mf_backoffice/StaffPage'],
  ['/staff/products/100001', 'mf_backoffice/StaffPage'],
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('renders %s with %s', (path, page) => {
    renderAt(path);
    expect(screen.getByTestId('remote-page')).toHaveTextContent(page);
  });

  it('maps every spec route exactly once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(26);
  });

  it("takes the mobile menu's /favorites to the wish list", () => {
    renderAt('/favorites');
    expect(screen.getByTestId('remote-page')).toHaveTextContent('mf_account/WishListPage');
  });

  it('routes a page added to the table by its row alone', () => {
    const lookbook: RouteEntry = {
      path: '/lookbook',
      remote: 'mf_content',
      expose: './LookbookPage',
      audience: 'public',
      sitemap: true,
      head: { title: 'Lookbook', description: 'The season in pictures.' },
    };
    renderAt('/lookbook', [...ROUTES, lookbook]);
    expect(screen.getByTestId('remote-page')).toHaveTextContent('mf_content/LookbookPage');
  });

  it.each(['/abc', '/12345', '/1000011', '/collection/extra', '/unknown/deep/path', '/modiweek/funday'])(
    'shows "Page Not Found" for %s',
    async (path) => {
      renderAt(path);
      // The view arrives with its own chunk (routes/not-found.tsx).
      expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
      expect(screen.queryByTestId('remote-page')).not.toBeInTheDocument();
    },
  );

  it('names static segments for the breadcrumb and humanises the others', () => {
    expect(segmentName('newIn')).toBe('New In');
    expect(segmentName('termsConditions')).toBe('Terms & Conditions');
    expect(segmentName('monday')).toBe('Monday');
    expect(segmentName('paymentCard')).toBe('Payment Card');
  });
});
