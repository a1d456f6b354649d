import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { StaffOrder, StaffOrderListItem } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { OrderListPage } from '../views/order-list-page';
import { OrderPage } from '../views/order-page';

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

const listItem = (n: number): StaffOrderListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  number: String(100000 + n),
  createdAt: '2026-12-01T09:00:00.000Z',
  status: 'paid',
  email: `olena${n}@example.com`,
  name: 'Olena Kovalenko',
  totalCents: 6600,
  refundedCents: 0,
  lineCount: 3,
  shippedLineCount: 0,
});

const line = (lineNo: number, size: 's' | 'm' | 'l') => ({
  lineNo,
  productId: '100001',
  name: `Linen dress ${lineNo}`,
  image: '/images/dress.svg',
  color: 'black' as const,
  size,
  quantity: 1,
  unitPriceCents: 2000,
  lineTotalCents: 2000,
  finalSale: false,
  returnableQuantity: 1,
});

const order = (changes: Partial<StaffOrder> = {}): StaffOrder => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: '100001',
  createdAt: '2026-12-01T09:00:00.000Z',
  status: 'paid',
  itemCount: 3,
  totalCents: 6600,
  currency: 'usd',
  lines: [line(1, 's'), line(2, 'm'), line(3, 'l')],
  subtotalCents: 6000,
  taxCents: 600,
  shippingCents: 0,
  email: 'olena@example.com',
  shippingAddress: {
    firstName: 'Olena',
    lastName: 'Kovalenko',
    city: 'Kyiv',
  } as unknown as StaffOrder['shippingAddress'],
  paidAt: '2026-12-01T09:01:00.000Z',
  discount: null,
  shipment: null,
  deliveredAt: null,
  cancelledAt: null,
  refundedCents: 0,
  returnableUntil: '2026-12-31T09:01:00.000Z',
  returns: [],
  shipments: [],
  refunds: [],
  customer: { id: 'c1', name: 'Olena Kovalenko', email: 'olena@example.com' },
  billingName: 'Olena Kovalenko',
  billingAddress: { city: 'Kyiv' },
  payment: { method: 'card', intentId: 'pi_1' },
  staffRefunds: [],
  refundableLines: [1, 2, 3].map((lineNo) => ({ lineNo, quantity: 1 })),
  refundableCents: 6600,
  timeline: [{ at: '2026-12-01T09:00:00.000Z', kind: 'step', text: 'Placed', by: null }],
  ...changes,
});

describe('the orders list', () => {
  it('searches on the server by e-mail and pages to older orders with the cursor', async () => {
    api.onGet('/staff/orders').reply((config) => {
      const params = config.params as Record<string, string>;
      if (params.cursor === 'c1') return [200, { items: [listItem(30)], nextCursor: null }];
      return [200, { items: [listItem(1), listItem(2)], nextCursor: 'c1' }];
    });
    renderPage(<OrderListPage />, '/staff/orders', '/staff/orders');
    expect(await screen.findByRole('link', { name: '100001' })).toHaveAttribute('href', '/staff/orders/100001');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'olena1@example.com');
    await waitFor(() => expect(api.history.get.at(-1)?.params).toMatchObject({ q: 'olena1@example.com' }));
    expect(screen.getByRole('button', { name: 'Newer orders' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older orders' }));
    expect(await screen.findByRole('link', { name: '100030' })).toBeInTheDocument();
    expect(api.history.get.at(-1)?.params).toMatchObject({ cursor: 'c1' });
  });

  it('says "Partly shipped" of an order with some lines shipped, and filters by it', async () => {
    api.onGet('/staff/orders').reply(200, {
      items: [{ ...listItem(1), status: 'partly-shipped', shippedLineCount: 2 }],
      nextCursor: null,
    });
    renderPage(<OrderListPage />, '/staff/orders', '/staff/orders');
    const row = (await screen.findByRole('link', { name: '100001' })).closest('tr')!;
    expect(within(row).getByText('Partly shipped')).toBeInTheDocument();
    expect(within(row).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'partly-shipped');
    await waitFor(() => expect(api.history.get.at(-1)?.params).toMatchObject({ status: 'partly-shipped' }));
  });

  it('filters paid but not shipped', async () => {
    api.onGet('/staff/orders').reply(200, { items: [], nextCursor: null });
    renderPage(<OrderListPage />, '/staff/orders', '/staff/orders');
    await screen.findByText('No orders match this search and these filters.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unshipped');
    await waitFor(() => expect(api.history.get.at(-1)?.params).toMatchObject({ status: 'unshipped' }));
  });
});

describe('the order page', () => {
  const renderOrder = () => renderPage(<OrderPage />, '/staff/orders/100001', '/staff/orders/:id');

  it('ships two of three lines with a tracking number', async () => {
    api.onGet('/staff/orders/100001').reply(200, order());
    api.onPost('/staff/orders/00000000-0000-4000-8000-000000000001/shipments').reply(200, order());
    renderOrder();
    const form = await screen.findByRole('form', { name: 'Ship lines' });
    await userEvent.click(within(form).getByRole('checkbox', { name: /3\. Linen dress 3/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Tracking number/ }), '20450000000001');
    await userEvent.click(within(form).getByRole('button', { name: 'Ship 2 line(s)' }));
    await waitFor(() => expect(api.history.post).toHaveLength(1));
    expect(JSON.parse(api.history.post[0]!.data as string)).toEqual({
      carrier: 'Nova Poshta',
      trackingNumber: '20450000000001',
      lineNos: [1, 2],
    });
  });

  it('shows a partly shipped order as such, its parcel with its tracking link, and ships the lines left', async () => {
    api.onGet('/staff/orders/100001').reply(
      200,
      order({
        status: 'partly-shipped',
        shipments: [
          {
            carrier: 'Nova Poshta',
            trackingNumber: '20450000000001',
            trackingUrl: 'https://tracking.novaposhta.ua/#/uk/chat/messages?tracking=20450000000001',
            shippedAt: '2026-12-01T10:00:00.000Z',
            lines: [{ lineNo: 1, name: 'Linen dress 1', quantity: 1 }],
            exchangeNumber: null,
          },
        ],
      }),
    );
    renderOrder();
    expect(await screen.findByText(/^Partly shipped \(1 of 3 lines\) · placed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '20450000000001' })).toHaveAttribute(
      'href',
      'https://tracking.novaposhta.ua/#/uk/chat/messages?tracking=20450000000001',
    );
    const form = screen.getByRole('form', { name: 'Ship lines' });
    expect(within(form).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(form).queryByRole('checkbox', { name: /^1\. / })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Ship every line' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
  });

  it('says why a refund failed, and tries again with the same Idempotency-Key', async () => {
    api.onGet('/staff/orders/100001').reply(200, order());
    api
      .onPost('/staff/orders/00000000-0000-4000-8000-000000000001/refunds')
      .replyOnce(502, {
        error: 'The refund of order 100001 was not made: the processor did not answer. Nothing was refunded.',
      })
      .onPost('/staff/orders/00000000-0000-4000-8000-000000000001/refunds')
      .replyOnce(201, order({ refundedCents: 1250, refundableCents: 5350 }));
    renderOrder();
    const form = await screen.findByRole('form', { name: 'Refund part of the order' });
    await userEvent.click(within(form).getByRole('radio', { name: 'An amount' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '12.345');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText(/in whole cents/)).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
    await userEvent.clear(within(form).getByRole('textbox', { name: /Amount/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '12.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/was not made: the processor did not answer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try the refund again' }));
    expect(await screen.findByText(/Refunded\. \$12\.50 refunded on this order so far/)).toBeInTheDocument();
    const [first, second] = api.history.post;
    expect(JSON.parse(first!.data as string)).toMatchObject({ amountCents: 1250 });
    expect(second!.headers!['Idempotency-Key']).toBe(first!.headers!['Idempotency-Key']);
  });

  it('shows the parcels with their tracking links and the timeline', async () => {
    api.onGet('/staff/orders/100001').reply(
      200,
      order({
        status: 'shipped',
        shipments: [
          {
            carrier: 'Meest',
            trackingNumber: 'M-2',
            trackingUrl: 'https://t.meest-group.com/int/M-2',
            shippedAt: '2026-12-01T10:00:00.000Z',
            lines: [{ lineNo: 1, name: 'Linen dress 1', quantity: 1 }],
            exchangeNumber: null,
          },
        ],
        timeline: [
          { at: '2026-12-01T10:00:00.000Z', kind: 'step', text: 'Shipped line 1 with Meest (M-2)', by: 'Iryna' },
        ],
      }),
    );
    renderOrder();
    expect(await screen.findByRole('link', { name: 'M-2' })).toHaveAttribute(
      'href',
      'https://t.meest-group.com/int/M-2',
    );
    expect(screen.getByText(/Shipped line 1 with Meest \(M-2\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
  });
});
