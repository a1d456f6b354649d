import { renderToString } from 'react-dom/server';
import { placeholderStyle } from 'shared-ui/testing';
import { OrderDetails } from '../components/order-details';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from 'contracts';
import { ApiRequestError, browserQueryClient, refreshSession } from 'shared-ui/state';
import { ORDERS_QUERY_KEY, getOrder, getOrders, requestOrderExchange, requestOrderReturn } from 'shared-ui';
import { makeUser } from '../../../test-utils/render-at';
import { logOutLocally, renderProfile } from './render-profile';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getOrders: jest.fn(),
  getOrder: jest.fn(),
  requestOrderReturn: jest.fn(),
  requestOrderExchange: jest.fn(),
  useProduct: () => ({
    isPending: false,
    data: {
      products: [
        {
          color: 'blue',
          sizes: [
            { size: 'm', quantity: 3 },
            { size: 'l', quantity: 2 },
            { size: '1x', quantity: 0 },
          ],
        },
      ],
    },
  }),
}));
jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));

const order: Order = {
  id: '6f1c0a4e-0000-4000-8000-000000000001',
  number: '100042',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  status: 'paid',
  itemCount: 3,
  currency: 'usd',
  lines: [
    {
      lineNo: 1,
      finalSale: false,
      returnableQuantity: 2,
      productId: '100001',
      name: 'Linen Wrap Dress',
      image: '/api/images/products/100001/blue/1.webp',
      color: 'blue',
      size: 'm',
      quantity: 2,
      unitPriceCents: 5000,
      lineTotalCents: 10000,
    },
    {
      lineNo: 2,
      finalSale: true,
      returnableQuantity: 0,
      productId: '100002',
      name: 'Silk Blouse',
      image: '/api/images/products/100002/white/1.webp',
      color: 'white',
      size: '1x',
      quantity: 1,
      unitPriceCents: 2550,
      lineTotalCents: 2550,
    },
  ],
  discount: null,
  shipment: null,
  deliveredAt: null,
  cancelledAt: null,
  refundedCents: 0,
  returnableUntil: '2026-12-20T10:01:00.000Z',
  returns: [],
  subtotalCents: 12550,
  taxCents: 1255,
  shippingCents: 0,
  totalCents: 13805,
  email: 'olena@example.com',
  shippingAddress: {
    email: 'olena@example.com',
    firstName: 'Olena',
    lastName: 'Koval',
    country: 'Ukraine',
    city: 'Lviv',
    addressLine1: 'Rynok 1',
    addressLine2: '4',
    zip: '79-000',
    phone: '0501234567',
  },
};

const summary = {
  id: order.id,
  number: order.number,
  createdAt: order.createdAt,
  status: order.status,
  itemCount: order.itemCount,
  totalCents: order.totalCents,
  currency: order.currency,
};

describe('Orders tab', () => {
  beforeEach(() => {
    jest.mocked(refreshSession).mockResolvedValue(makeUser());
    jest.mocked(getOrders).mockReset();
    jest.mocked(getOrder).mockReset();
  });
  afterEach(logOutLocally);

  it('lists the orders and opens one with its lines, totals, address and status', async () => {
    jest.mocked(getOrders).mockResolvedValue([summary, { ...summary, id: 'b', number: '100041', status: 'failed' }]);
    jest.mocked(getOrder).mockResolvedValue(order);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/orders');

    const first = await screen.findByRole('link', { name: 'Order 100042, November 20, 2026' });
    expect(first).toHaveTextContent('$138.05');
    expect(first).toHaveTextContent('3 items');
    expect(first).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: /Order 100041/ })).toHaveTextContent('Payment failed');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

    await user.click(first);
    expect(await screen.findByRole('heading', { name: 'Order 100042' })).toBeInTheDocument();
    expect(getOrder).toHaveBeenCalledWith(order.number, expect.anything());
    const items = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Linen Wrap Dress');
    expect(items[0]).toHaveTextContent('Blue · M · Qty 2');
    expect(items[0]).toHaveTextContent('$100.00');
    expect(items[1]).toHaveTextContent('White · 1X · Qty 1');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Subtotal$125.50');
    expect(totals).toHaveTextContent('Tax$12.55');
    expect(totals).toHaveTextContent('ShippingFree');
    expect(totals).toHaveTextContent('Total$138.05');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Rynok 1, apt. 4');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a bought photo with its placeholder under it until it arrives, and a drawing without one', () => {
    const photo = `/api/photos/${'c'.repeat(64)}-1600.jpg`;
    const placeholder = 'data:image/webp;base64,UklGRg==';
    // As the server writes it (the first paint's HTML): jsdom's style parser drops a shorthand with a size.
    const html = renderToString(
      <OrderDetails
        order={{ ...order, lines: [{ ...order.lines[0]!, image: photo, placeholder }, order.lines[1]!] }}
        onReturned={() => {}}
      />,
    );
    const [bought, drawn] = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(html).toContain('<picture>');
    expect(bought).toContain(placeholderStyle(placeholder));
    expect(drawn).not.toContain('style=');
  });

  it('says when there are no orders yet', async () => {
    jest.mocked(getOrders).mockResolvedValue([]);
    renderProfile('/userProfile/orders');
    expect(await screen.findByText('You have no orders yet')).toBeInTheDocument();
  });

  it('an order that is not the shopper’s (404) is not found, without a retry', async () => {
    jest
      .mocked(getOrder)
      .mockRejectedValue(
        new ApiRequestError('response', 'Order not found', { status: 404, body: { error: 'Order not found' } }),
      );
    renderProfile('/userProfile/orders/someone-elses');
    expect(await screen.findByText('We could not find this order in your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the birthday discount, the steps after payment with their dates, and the refund', async () => {
    jest.mocked(getOrder).mockResolvedValue({
      ...order,
      discount: { kind: 'birthday', label: 'Birthday discount (15 %)', percent: 15, amountCents: 1883 },
      status: 'delivered',
      shipment: { carrier: 'Nova Poshta', trackingNumber: '20450012345678', shippedAt: '2026-11-21T09:00:00.000Z' },
      deliveredAt: '2026-11-23T15:00:00.000Z',
      refundedCents: 5000,
      returns: [
        {
          id: 'r1',
          number: 'R500001',
          status: 'refunded',
          reason: 'Too small',
          lines: [{ lineNo: 1, name: 'Linen Wrap Dress', quantity: 1 }],
          refundCents: 5000,
          requestedAt: '2026-11-24T10:00:00.000Z',
          receivedAt: '2026-11-25T10:00:00.000Z',
          refundedAt: '2026-11-25T10:00:00.000Z',
        },
      ],
    });
    renderProfile('/userProfile/orders/100042');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Birthday discount (15 %)−$18.83');
    // The amount stays on one line in the narrow box (it wrapped at the percent sign).
    expect(within(totals).getByText('(15 %)')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(totals).toHaveTextContent('Refunded$50.00');
    const steps = screen.getAllByTestId('order-step').map((step) => step.textContent);
    expect(steps).toEqual([
      'Paid on November 20, 2026',
      'Shipped on November 21, 2026Nova Poshta, tracking number 20450012345678',
      'Delivered on November 23, 2026',
      'Return R500001 requested on November 24, 20261 × Linen Wrap Dress (Too small)',
      'Return R500001 received on November 25, 2026',
      'Return R500001 refunded on November 25, 2026$50.00 to your card',
    ]);
  });

  it('"Return items": chooses a quantity and a reason, validated like the server, and shows the request', async () => {
    jest.mocked(getOrder).mockResolvedValue(order);
    const after: Order = {
      ...order,
      lines: order.lines.map((l) => (l.lineNo === 1 ? { ...l, returnableQuantity: 1 } : l)),
      returns: [
        {
          id: 'r1',
          number: 'R500001',
          status: 'requested',
          reason: 'Too large',
          lines: [{ lineNo: 1, name: 'Linen Wrap Dress', quantity: 1 }],
          refundCents: null,
          requestedAt: '2026-11-24T10:00:00.000Z',
          receivedAt: null,
          refundedAt: null,
        },
      ],
    };
    jest.mocked(requestOrderReturn).mockResolvedValue(after);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/orders/100042');
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('form', { name: 'Return items' });
    // The final-sale line offers no choice.
    expect(form).toHaveTextContent('Final sale: not returnable');
    expect(within(form).getAllByRole('combobox')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Send return request' }));
    expect(await within(form).findByText('Choose at least one item to return')).toBeInTheDocument();
    expect(within(form).getByText('Please choose a reason')).toBeInTheDocument();
    expect(requestOrderReturn).not.toHaveBeenCalled();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Return how many of Linen Wrap Dress' }), '1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Too large');
    await user.click(within(form).getByRole('button', { name: 'Send return request' }));
    await waitFor(() => expect(screen.getAllByTestId('order-step')).toHaveLength(2));
    expect(screen.getAllByTestId('order-step').map((s) => s.textContent)).toContain(
      'Return R500001 requested on November 24, 20261 × Linen Wrap Dress (Too large)',
    );
    expect(requestOrderReturn).toHaveBeenCalledWith(
      '100042',
      { reason: 'Too large', lines: [{ lineNo: 1, quantity: 1 }] },
      expect.any(String),
    );
  });

  it('lists an order placed in the checkout (which invalidates ORDERS_QUERY_KEY) without a reload', async () => {
    jest.mocked(getOrders).mockResolvedValue([summary]);
    renderProfile('/userProfile/orders');
    expect(await screen.findByRole('link', { name: /Order 100042/ })).toBeInTheDocument();

    jest.mocked(getOrders).mockResolvedValue([{ ...summary, id: 'c', number: '100043' }, summary]);
    // What checkout's Pay does once the purchase created an order.
    await act(() => browserQueryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }));
    expect(await screen.findByRole('link', { name: /Order 100043/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Order 100042/ })).toBeInTheDocument();
    expect(getOrders).toHaveBeenCalledTimes(2);
  });

  it('after a return request the order shows it on coming back, without loading it again', async () => {
    jest.mocked(getOrders).mockResolvedValue([summary]);
    jest.mocked(getOrder).mockResolvedValue(order);
    jest.mocked(requestOrderReturn).mockResolvedValue({
      ...order,
      lines: order.lines.map((l) => (l.lineNo === 1 ? { ...l, returnableQuantity: 0 } : l)),
      returns: [
        {
          id: 'r1',
          number: 'R500001',
          status: 'requested',
          reason: 'Too large',
          lines: [{ lineNo: 1, name: 'Linen Wrap Dress', quantity: 2 }],
          refundCents: null,
          requestedAt: '2026-11-24T10:00:00.000Z',
          receivedAt: null,
          refundedAt: null,
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/orders/100042');
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('form', { name: 'Return items' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Return how many of Linen Wrap Dress' }), '2');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Too large');
    await user.click(within(form).getByRole('button', { name: 'Send return request' }));
    await waitFor(() => expect(screen.getAllByTestId('order-step')).toHaveLength(2));

    await user.click(screen.getByRole('link', { name: '← All orders' }));
    await user.click(await screen.findByRole('link', { name: /Order 100042/ }));
    expect(await screen.findByRole('heading', { name: 'Order 100042' })).toBeInTheDocument();
    expect(screen.getAllByTestId('order-step')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
    expect(getOrder).toHaveBeenCalledTimes(1);
  });

  it('shows both shipments with their tracking links and a partial refund', async () => {
    jest.mocked(getOrder).mockResolvedValue({
      ...order,
      status: 'shipped',
      refundedCents: 1250,
      shipments: [
        {
          carrier: 'Nova Poshta',
          trackingNumber: 'NP-1',
          trackingUrl: 'https://tracking.novaposhta.ua/#/uk/chat/messages?tracking=NP-1',
          shippedAt: '2026-11-21T09:00:00.000Z',
          lines: [{ lineNo: 1, name: 'Linen Wrap Dress', quantity: 2 }],
          exchangeNumber: null,
        },
        {
          carrier: 'Meest',
          trackingNumber: 'M-2',
          trackingUrl: 'https://t.meest-group.com/int/M-2',
          shippedAt: '2026-11-22T09:00:00.000Z',
          lines: [{ lineNo: 2, name: 'Silk Blouse', quantity: 1 }],
          exchangeNumber: null,
        },
      ],
      refunds: [{ amountCents: 1250, kind: 'partial', refundedAt: '2026-11-23T09:00:00.000Z' }],
    });
    renderProfile('/userProfile/orders/100042');
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.getAllByTestId('order-step').map((step) => step.textContent)).toEqual([
      'Paid on November 20, 2026',
      'Shipment 1 of 2 on November 21, 20262 × Linen Wrap Dress (Blue, M) · Nova Poshta, tracking number NP-1 · Track the parcel',
      'Shipment 2 of 2 on November 22, 20261 × Silk Blouse (White, 1X) · Meest, tracking number M-2 · Track the parcel',
      'Refunded on November 23, 2026$12.50 to your card',
    ]);
    expect(screen.getAllByRole('link', { name: 'Track the parcel' })[1]).toHaveAttribute(
      'href',
      'https://t.meest-group.com/int/M-2',
    );
  });

  it('a partly shipped order says so in the list and on its page: its parcel, its link and what is still to ship', async () => {
    jest.mocked(getOrders).mockResolvedValue([{ ...summary, status: 'partly-shipped' }]);
    jest.mocked(getOrder).mockResolvedValue({
      ...order,
      status: 'partly-shipped',
      shipments: [
        {
          carrier: 'Nova Poshta',
          trackingNumber: 'NP-1',
          trackingUrl: 'https://tracking.novaposhta.ua/#/uk/chat/messages?tracking=NP-1',
          shippedAt: '2026-11-21T09:00:00.000Z',
          lines: [{ lineNo: 1, name: 'Linen Wrap Dress', quantity: 2 }],
          exchangeNumber: null,
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/orders');
    const row = await screen.findByRole('link', { name: /Order 100042/ });
    expect(row).toHaveTextContent('Partly shipped');
    await user.click(row);
    const page = await screen.findByRole('article', { name: 'Order 100042' });
    expect(page).toHaveTextContent('Partly shipped');
    expect(screen.getAllByTestId('order-step').map((step) => step.textContent)).toEqual([
      'Paid on November 20, 2026',
      'Shipment 1 on November 21, 20262 × Linen Wrap Dress (Blue, M) · Nova Poshta, tracking number NP-1 · Track the parcel',
    ]);
    expect(screen.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
      'href',
      'https://tracking.novaposhta.ua/#/uk/chat/messages?tracking=NP-1',
    );
    expect(screen.getByTestId('order-still-to-ship')).toHaveTextContent(
      'Still to ship: 1 × Silk Blouse (White, 1X). It follows in another parcel.',
    );
  });

  it('the receipt shows a partial refund and what the order cost after it', async () => {
    jest.mocked(getOrder).mockResolvedValue({
      ...order,
      refundedCents: 1250,
      refunds: [{ amountCents: 1250, kind: 'partial', refundedAt: '2026-11-23T09:00:00.000Z' }],
    });
    renderProfile('/userProfile/orders/100042');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Total$138.05Refunded$12.50Total after refunds$125.55');
  });

  it('"Exchange an item": another size of the same product, sold-out sizes said so, and the return offered', async () => {
    jest.mocked(getOrder).mockResolvedValue(order);
    jest
      .mocked(requestOrderExchange)
      .mockRejectedValueOnce({ error: 'That size is sold out. You can return the item instead.' })
      .mockResolvedValueOnce({
        ...order,
        returns: [
          {
            id: 'x1',
            number: 'R500002',
            kind: 'exchange',
            status: 'requested',
            reason: 'Too small',
            lines: [{ lineNo: 1, name: 'Linen Wrap Dress', quantity: 1, replacement: { color: 'blue', size: 'l' } }],
            refundCents: null,
            requestedAt: '2026-11-24T10:00:00.000Z',
            receivedAt: null,
            refundedAt: null,
          },
        ],
      });
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/orders/100042');
    await user.click(await screen.findByRole('button', { name: 'Exchange an item' }));
    const form = screen.getByRole('form', { name: 'Exchange an item' });
    const choice = within(form).getByRole('combobox', { name: 'New size or colour' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose', 'Blue, L', 'Blue, 1X (sold out)']);
    await user.selectOptions(choice, 'blue/1x');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Too small');
    await user.click(within(form).getByRole('button', { name: 'Send exchange request' }));
    expect(
      await within(form).findByText('That size is sold out. You can return the item instead.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Return it instead' })).toBeInTheDocument();
    await user.selectOptions(choice, 'blue/l');
    await user.click(within(form).getByRole('button', { name: 'Send exchange request' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('order-step').map((s) => s.textContent)).toContain(
        'Exchange R500002 requested on November 24, 2026Linen Wrap Dress for Blue, L (Too small)',
      ),
    );
    expect(requestOrderExchange).toHaveBeenLastCalledWith(
      '100042',
      { lineNo: 1, color: 'blue', size: 'l', reason: 'Too small' },
      expect.any(String),
    );
  });
});
