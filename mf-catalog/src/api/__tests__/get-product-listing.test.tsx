import { act, renderHook, waitFor } from '@testing-library/react';
import type { Product, ProductFilterQuery } from 'contracts';
import { filterProducts } from 'shared-ui';
import { useProductListing, type ProductListingQuery } from '../get-product-listing';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  filterProducts: jest.fn(),
}));
const mockedFilter = jest.mocked(filterProducts);

const product = (n: number) => ({ id: String(100000 + n), name: `Product ${n}` }) as Product;
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => product(from + i));

/** Resolves and rejects by hand, to answer requests out of order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

beforeEach(() => mockedFilter.mockReset());

describe('useProductListing', () => {
  it('fetches page 1 with the page size and the query', async () => {
    mockedFilter.mockResolvedValueOnce(page(1, 6));
    const { result } = renderHook(() => useProductListing({ category: 'dresses', color: ['blue'] }));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(mockedFilter).toHaveBeenCalledWith(
      { category: 'dresses', color: ['blue'], perPage: 6, startPage: 1 },
      expect.anything(),
    );
    expect(result.current.products).toHaveLength(6);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it('appends later pages and stops when a page comes back short', async () => {
    mockedFilter.mockResolvedValueOnce(page(1, 6)).mockResolvedValueOnce(page(7, 2));
    const { result } = renderHook(() => useProductListing({}));
    await waitFor(() => expect(result.current.products).toHaveLength(6));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.products).toHaveLength(8));
    expect(mockedFilter.mock.calls[1][0]).toMatchObject({ startPage: 2, perPage: 6 });
    expect(result.current.products.map((p) => p.id)).toEqual(page(1, 8).map((p) => p.id));
    expect(result.current.hasMore).toBe(false);
    // Nothing more to load: loadMore does not call the API again.
    act(() => result.current.loadMore());
    expect(mockedFilter).toHaveBeenCalledTimes(2);
  });

  it('has no more after a short first page', async () => {
    mockedFilter.mockResolvedValueOnce(page(1, 3));
    const { result } = renderHook(() => useProductListing({}));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.hasMore).toBe(false);
  });

  it('replaces the list from page 1 when the query changes', async () => {
    mockedFilter.mockResolvedValueOnce(page(1, 6)).mockResolvedValueOnce(page(7, 6)).mockResolvedValueOnce(page(50, 2));
    const { result, rerender } = renderHook(({ query }) => useProductListing(query), {
      initialProps: { query: { category: 'dresses' } as ProductListingQuery },
    });
    await waitFor(() => expect(result.current.products).toHaveLength(6));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.products).toHaveLength(12));
    rerender({ query: { category: 'tops' } });
    await waitFor(() => expect(result.current.products.map((p) => p.id)).toEqual(['100050', '100051']));
    expect(mockedFilter.mock.calls[2][0]).toEqual({ category: 'tops', perPage: 6, startPage: 1 });
    expect(result.current.page).toBe(1);
  });

  it('does not refetch for a new query object with the same values', async () => {
    mockedFilter.mockResolvedValue(page(1, 6));
    const { result, rerender } = renderHook(({ query }) => useProductListing(query), {
      initialProps: { query: { color: ['blue', 'red'], sort: '+price' } as ProductListingQuery },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ query: { sort: '+price', color: ['blue', 'red'] } });
    rerender({ query: { sort: '+price', color: ['blue', 'red'], size: undefined } });
    expect(mockedFilter).toHaveBeenCalledTimes(1);
  });

  it('ignores the answer of a query that was replaced before it arrived', async () => {
    const slow = deferred<Product[]>();
    const fast = deferred<Product[]>();
    mockedFilter.mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise);
    const { result, rerender } = renderHook(({ query }) => useProductListing(query), {
      initialProps: { query: { category: 'dresses' } as ProductListingQuery },
    });
    rerender({ query: { category: 'pants' } });
    await act(async () => fast.resolve([product(2)]));
    await act(async () => slow.resolve([product(1)]));
    expect(result.current.products.map((p) => p.id)).toEqual(['100002']);
    expect(result.current.loading).toBe(false);
  });

  it('reports a failed fetch as an error and stops loading', async () => {
    mockedFilter.mockRejectedValueOnce(new Error('Network Error'));
    const { result } = renderHook(() => useProductListing({}));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe('Network Error');
    expect(result.current.products).toEqual([]);
    expect(result.current.hasMore).toBe(false);
  });

  it('passes plus-size and new-in flags through', async () => {
    mockedFilter.mockResolvedValue([]);
    renderHook(() =>
      useProductListing({ plusSize: true, new: true } satisfies Omit<ProductFilterQuery, 'startPage' | 'perPage'>),
    );
    await waitFor(() => expect(mockedFilter).toHaveBeenCalled());
    expect(mockedFilter.mock.calls[0][0]).toEqual({ plusSize: true, new: true, perPage: 6, startPage: 1 });
  });
});
