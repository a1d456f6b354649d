import { screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { browserQueryClient } from 'shared-ui/state';
import { axiosClient } from 'shared-ui/testing';
import { Breadcrumb } from '../breadcrumb';
import { renderInShell } from '../../../test-utils/render-in-shell';

// The API under shared-ui's axios instance: GET /products?id= answers what each test says.
let api: MockAdapter;
beforeEach(() => {
  api = new MockAdapter(axiosClient);
});
afterEach(() => {
  api.restore();
  browserQueryClient.clear();
});

function renderAt(path: string) {
  return renderInShell(<Breadcrumb />, { route: path });
}

describe('breadcrumb', () => {
  it('is hidden on the home page', () => {
    renderAt('/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows Home and the friendly name of each segment, the last one as the current page', () => {
    renderAt('/sustainability/materials');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Sustainability' })).toHaveAttribute('href', '/sustainability');
    expect(within(nav).getByText('Materials')).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/newIn', 'New In'],
    ['/plusSize', 'Plus Size'],
    ['/termsConditions', 'Terms & Conditions'],
    ['/returnsRefunds', 'Returns & Refunds'],
    ['/wishList', 'Wish List'],
    ['/modiweek/friday', 'Friday'],
  ])('names %s "%s"', (path, name) => {
    renderAt(path);
    expect(screen.getByText(name)).toHaveAttribute('aria-current', 'page');
  });

  it('names a product page after the product', async () => {
    api.onGet('/products', { params: { id: '100001' } }).reply(200, [{ id: '100001', name: 'Cotton Shirt Dress' }]);
    renderAt('/100001?color=blue');
    expect(await screen.findByText('Cotton Shirt Dress')).toHaveAttribute('aria-current', 'page');
    expect(api.history.get.map((request) => request.params)).toEqual([{ id: '100001' }]);
  });

  it('keeps the id when the product cannot be loaded', async () => {
    api.onGet('/products').networkError();
    renderAt('/999999');
    expect(await screen.findByText('999999')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(api.history.get).toHaveLength(1));
  });

  it('says "Page Not Found" for a product id with no product, as the page does', async () => {
    api.onGet('/products').reply(404, { error: 'Product not found' });
    renderAt('/999999');
    expect(await screen.findByText('Page Not Found')).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/no/such/page', '/favorites/extra', '/collection/extra'])(
    'gives an address no route takes the trail Home / Page Not Found (%s)',
    (path) => {
      renderAt(path);
      const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(
        within(nav)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.replace('/', '').trim()),
      ).toEqual(['Home', 'Page Not Found']);
    },
  );
});
