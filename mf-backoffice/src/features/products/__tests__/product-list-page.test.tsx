import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { StaffProductListItem } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { ProductListPage } from '../views/product-list-page';

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

const item = (n: number): StaffProductListItem => ({
  id: String(100000 + n),
  name: `Dress ${n}`,
  category: 'dresses',
  price: 40 + n,
  status: 'published',
  stock: 10,
  lowStock: n === 2,
  image: null,
  version: 1,
  updatedAt: '2026-11-27T10:00:00.000Z',
});

/** The server's answer to whatever page is asked: 60 products, 25 a page. */
function serveCatalogue() {
  api.onGet('/staff/products').reply((config) => {
    const page = Number((config.params as { page?: number }).page ?? 1);
    const items = Array.from({ length: page === 3 ? 10 : 25 }, (_, i) => item((page - 1) * 25 + i + 1));
    return [200, { items, total: 60 }];
  });
}
const lastParams = () => api.history.get.at(-1)?.params as Record<string, unknown>;

describe('the products list', () => {
  it('pages through the server: next, previous, and no next on the last page', async () => {
    serveCatalogue();
    renderPage(<ProductListPage />, '/staff/products', '/staff/products');
    expect(await screen.findByText('Page 1 of 3 · 60 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Dress 26')).toBeInTheDocument();
    expect(lastParams()).toMatchObject({ page: 2, perPage: 25 });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3 · 60 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks the server for another order and shows it on the column', async () => {
    serveCatalogue();
    renderPage(<ProductListPage />, '/staff/products?page=2', '/staff/products');
    await screen.findByText('Dress 26');
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(lastParams()).toMatchObject({ sort: 'price' }));
    // A new order starts again at page 1.
    expect(lastParams().page).toBe(1);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters on the server and publishes the selected products in one request', async () => {
    serveCatalogue();
    api.onPost('/staff/products/bulk').reply(200, { updated: ['100001', '100002'], missing: [] });
    renderPage(<ProductListPage />, '/staff/products', '/staff/products');
    await screen.findByText('Dress 1');
    await userEvent.click(screen.getByLabelText('Low stock only'));
    await waitFor(() => expect(lastParams()).toMatchObject({ lowStock: true }));
    await userEvent.click(screen.getByLabelText('Select Dress 1'));
    await userEvent.click(screen.getByLabelText('Select Dress 2'));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Publish: 2 product(s) changed')).toBeInTheDocument();
    expect(JSON.parse(api.history.post[0].data as string)).toEqual({ ids: ['100001', '100002'], action: 'publish' });
  });
});
