import { act, renderHook, waitFor } from '@testing-library/react';
import type { CartQuote } from 'contracts';
import { useCartQuote } from '../get-cart-quote';
import { holdRequests as holdRequestsOf, installFakeApi, type FakeApi, type FakeReply } from './fake-api';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
});

afterEach(() => api.restore());

/** A quote as the server would send it for `keys` (each line $10.00 a unit). */
function quoteOf(keys: string[]): CartQuote {
  const lines = keys.map((key) => {
    const [productId, color, size, quantity] = key.split('/');
    return {
      key,
      requestedKey: key,
      productId,
      name: `Dress ${productId}`,
      image: `/api/images/products/${productId}/${color}/1.svg`,
      color,
      size,
      quantity: Number(quantity),
      stock: 5,
      unitPriceCents: 1000,
      lineTotalCents: 1000 * Number(quantity),
      clamped: false,
    } as CartQuote['lines'][number];
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return {
    lines,
    dropped: [],
    subtotalCents,
    discount: null,
    taxCents: subtotalCents / 10,
    shippingCents: 0,
    totalCents: subtotalCents * 1.1,
    currency: 'usd',
  };
}

const holdRequests = () => holdRequestsOf(api);

describe('useCartQuote', () => {
  it('asks POST /api/cart/quote for the items and exposes the answer', async () => {
    const items = ['100001/blue/m/2'];
    api.respond(() => ({ status: 200, data: quoteOf(items) }));
    const { result } = renderHook(() => useCartQuote(items));
    expect(result.current).toMatchObject({ quote: null, loading: true, error: false });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.quote).toEqual(quoteOf(items));
    expect(api.requests).toMatchObject([
      { method: 'POST', url: '/api/cart/quote', body: { items: ['100001/blue/m/2'] }, withCredentials: true },
    ]);
  });

  it('gives an empty quote at once for an empty bag, without a request', async () => {
    const { result } = renderHook(() => useCartQuote([]));
    expect(result.current).toMatchObject({ loading: false, error: false });
    expect(result.current.quote).toMatchObject({ lines: [], subtotalCents: 0, totalCents: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requests).toEqual([]);
  });

  it('does not refetch for a new array with the same keys', async () => {
    api.respond((request) => ({ status: 200, data: quoteOf((request.body as { items: string[] }).items) }));
    const { result, rerender } = renderHook(({ items }) => useCartQuote(items), {
      initialProps: { items: ['100001/blue/m/1'] },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ items: ['100001/blue/m/1'] });
    expect(result.current.loading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requests).toHaveLength(1);
  });

  it('refetches when the items change, cancelling the stale request, and keeps the last quote while loading', async () => {
    const held = holdRequests();
    const { result, rerender } = renderHook(({ items }) => useCartQuote(items), {
      initialProps: { items: ['100001/blue/m/1'] },
    });
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0].answer({ status: 200, data: quoteOf(['100001/blue/m/1']) }));
    expect(result.current.loading).toBe(false);

    rerender({ items: ['100001/blue/m/2'] });
    await waitFor(() => expect(held).toHaveLength(2));
    // While the new quote loads, the last one stays (the page does not jump) and says it is loading.
    expect(result.current.loading).toBe(true);
    expect(result.current.quote?.subtotalCents).toBe(1000);

    rerender({ items: ['100001/blue/m/3'] });
    await waitFor(() => expect(held).toHaveLength(3));
    expect(held[1].request.signal?.aborted).toBe(true);
    expect(held[2].request.signal?.aborted).toBe(false);

    // A late answer for the stale items is ignored.
    await act(async () => held[1].answer({ status: 200, data: quoteOf(['100001/blue/m/2']) }));
    expect(result.current.loading).toBe(true);
    expect(result.current.quote?.subtotalCents).toBe(1000);
    await act(async () => held[2].answer({ status: 200, data: quoteOf(['100001/blue/m/3']) }));
    expect(result.current).toMatchObject({ loading: false, error: false });
    expect(result.current.quote?.subtotalCents).toBe(3000);
  });

  it('reports an error, and refresh() asks again', async () => {
    const items = ['100001/blue/m/1'];
    api.respond(() => ({ status: 500, data: { error: 'boom' } }));
    const { result } = renderHook(() => useCartQuote(items));
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current).toMatchObject({ quote: null, loading: false });

    const held = holdRequests();
    act(() => result.current.refresh());
    // While the new request is open: loading, and the failure is no longer shown.
    await waitFor(() => expect(held).toHaveLength(1));
    await waitFor(() => expect(result.current).toMatchObject({ loading: true, error: false }));
    await act(async () => held[0].answer({ status: 200, data: quoteOf(items) }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe(false);
    expect(result.current.quote).toEqual(quoteOf(items));
    expect(api.requests).toHaveLength(2);
  });

  it('cancels the request when the component unmounts', async () => {
    const held = holdRequests();
    const { unmount } = renderHook(() => useCartQuote(['100001/blue/m/1']));
    await waitFor(() => expect(held).toHaveLength(1));
    unmount();
    expect(held[0].request.signal?.aborted).toBe(true);
  });

  it('forgets the quote of an emptied bag, so the next bag never shows its lines', async () => {
    api.respond((request) => ({ status: 200, data: quoteOf((request.body as { items: string[] }).items) }));
    const { result, rerender } = renderHook(({ items }) => useCartQuote(items), {
      initialProps: { items: ['100001/blue/m/1'] },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ items: [] });
    api.respond(() => new Promise<FakeReply>(() => {}));
    rerender({ items: ['100002/red/s/1'] });
    expect(result.current).toMatchObject({ quote: null, loading: true });
  });
});
