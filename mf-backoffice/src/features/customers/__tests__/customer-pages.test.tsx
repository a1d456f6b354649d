import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { StaffCustomerDetail, StaffRole } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { CustomerListPage } from '../views/customer-list-page';
import { CustomerPage } from '../views/customer-page';

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

const ID = '6f1c7b0e-8d3a-4d5e-9a61-2b7f4c9e0a11';
const asMember = (role: StaffRole) =>
  api.onGet('/staff/session').reply(200, { staff: { id: 1, email: 'o@vesna.test', name: 'Olena', role } });

const customer: StaffCustomerDetail = {
  id: ID,
  firstName: 'Iryna',
  lastName: 'Bondar',
  email: 'iryna@example.com',
  emailVerified: true,
  phoneNumber: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  orders: [{ number: 100042, status: 'delivered', createdAt: '2026-11-20T10:00:00.000Z', total: 129.9, refunded: 0 }],
  returns: [
    { number: 500003, orderNumber: 100042, status: 'requested', requestedAt: '2026-11-25T10:00:00.000Z', refund: null },
  ],
  newsletter: { status: 'confirmed', since: '2026-10-02T09:00:00.000Z' },
  backInStock: [
    { productId: '100002', productName: 'Wrap dress', color: 'red', size: 'm', createdAt: '2026-11-26T09:00:00.000Z' },
  ],
  card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031 },
};

describe('the customers list', () => {
  it('searches on the server by name or e-mail and links each customer to her page', async () => {
    api.onGet('/staff/customers').reply((config) => {
      const q = (config.params as { q?: string }).q;
      const items = q
        ? [{ id: ID, name: 'Iryna Bondar', email: 'iryna@example.com', orders: 1, createdAt: customer.createdAt }]
        : [];
      return [200, { items, total: items.length }];
    });
    renderPage(<CustomerListPage />, '/staff/customers', '/staff/customers');
    expect(await screen.findByText('No customers yet.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Search'), 'iryna');
    const link = await screen.findByRole('link', { name: 'Iryna Bondar' });
    expect(link).toHaveAttribute('href', `/staff/customers/${ID}`);
    expect(api.history.get.at(-1)!.params).toMatchObject({ q: 'iryna', page: 1, perPage: 25 });
    expect(screen.getByText('Page 1 of 1 · 1 customers')).toBeVisible();
  });
});

describe("a customer's page", () => {
  const renderCustomer = () => renderPage(<CustomerPage />, `/staff/customers/${ID}`, '/staff/customers/:id');

  it('shows her orders, returns, subscriptions and only the brand, last four and expiry of her card', async () => {
    asMember('fulfilment');
    api.onGet(`/staff/customers/${ID}`).reply(200, customer);
    renderCustomer();
    expect(await screen.findByRole('heading', { name: 'Iryna Bondar' })).toBeVisible();
    expect(screen.getByText('Visa ending 4242, expires 08/2031')).toBeVisible();
    expect(screen.getByText(/^Confirmed since/)).toBeVisible();
    const orders = screen.getByRole('table', { name: 'Her orders' });
    expect(within(orders).getByRole('row', { name: /#100042 .* Delivered \$129\.90/ })).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Her returns' })).getByText('R500003')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wrap dress' })).toHaveAttribute('href', '/staff/products/100002');
    // Fulfilment reads; export and deletion are the owner's.
    await waitFor(() => expect(api.history.get.some((call) => call.url === '/staff/session')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });

  it("lets an owner delete the account only once she has typed the customer's e-mail", async () => {
    asMember('owner');
    api.onGet(`/staff/customers/${ID}`).reply(200, customer);
    api.onDelete(`/staff/customers/${ID}`).reply(200, { deleted: true, ordersKept: 1 });
    renderCustomer();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: "Delete Iryna Bondar's account?" });
    const confirm = within(dialog).getByRole('button', { name: 'Delete the account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type iryna@example.com to confirm'), 'iryna@example.com');
    await userEvent.click(confirm);
    expect(
      await screen.findByText(
        "The account was deleted. 1 paid order(s) stay in the shop's accounts without her name, e-mail and addresses.",
      ),
    ).toBeVisible();
    expect(api.history.delete).toHaveLength(1);
  });

  it('downloads her data for an owner as a JSON file', async () => {
    asMember('owner');
    api.onGet(`/staff/customers/${ID}`).reply(200, customer);
    api.onGet(`/staff/customers/${ID}/export`).reply(200, '{"customer":{}}');
    URL.createObjectURL = jest.fn(() => 'blob:data');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderCustomer();
    await userEvent.click(await screen.findByRole('button', { name: 'Export her data (JSON)' }));
    await waitFor(() => expect(saved).toEqual([`vesna-customer-${ID}.json`]));
    click.mockRestore();
  });

  it('says so when there is no such customer', async () => {
    asMember('owner');
    api.onGet(`/staff/customers/${ID}`).reply(404, { error: 'No such customer' });
    renderCustomer();
    expect(await screen.findByText('There is no such customer.')).toBeVisible();
  });
});
