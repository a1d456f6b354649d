import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { QueryClientProvider, createQueryClient, hydrateQueries, useQuery } from 'shared-ui/state';
import { dehydrateQueries } from '../dehydrate-queries';

/** A data operation's options as a page declares them: an array key and a counted fetcher. */
function countingOptions(key: readonly string[], answer: string) {
  const load = jest.fn(async () => answer);
  return { options: queryOptions({ queryKey: key, queryFn: load }), load };
}

function withCache(cache: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider value={cache}>{children}</QueryClientProvider>;
}

describe('useQuery on a data operation', () => {
  it('renders what the server put in the cache at once, and asks nothing', () => {
    const cache = createQueryClient();
    cache.setQueryData(['product', '100001'], 'from the server');
    const { options, load } = countingOptions(['product', '100001'], 'from the API');
    const { result } = renderHook(() => useQuery(options), { wrapper: withCache(cache) });
    expect(result.current).toMatchObject({ status: 'success', data: 'from the server' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads what the cache lacks after mount and keeps it, so the next visit asks nothing', async () => {
    const cache = createQueryClient();
    const { options, load } = countingOptions(['banners', 'newInBanner'], 'banners');
    const first = renderHook(() => useQuery(options), { wrapper: withCache(cache) });
    expect(first.result.current.status).toBe('pending');
    await waitFor(() => expect(first.result.current).toMatchObject({ status: 'success', data: 'banners' }));
    first.unmount();

    const again = renderHook(() => useQuery(options), { wrapper: withCache(cache) });
    expect(again.result.current).toMatchObject({ status: 'success', data: 'banners' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refetch (a Retry) asks again even when the answer is cached, showing the previous answer meanwhile', async () => {
    const cache = createQueryClient();
    cache.setQueryData(['cart-quote', 'a'], 'old quote');
    let answer!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const options = queryOptions({ queryKey: ['cart-quote', 'a'], queryFn: load, placeholderData: keepPreviousData });
    const { result } = renderHook(() => useQuery(options), { wrapper: withCache(cache) });
    expect(result.current).toMatchObject({ status: 'success', data: 'old quote', isFetching: false });
    act(() => void result.current.refetch());
    await waitFor(() => expect(result.current).toMatchObject({ isFetching: true, data: 'old quote' }));
    act(() => answer('new quote'));
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'success', data: 'new quote', isFetching: false }),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure as an error state', async () => {
    const options = queryOptions({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) });
    const { result } = renderHook(() => useQuery(options), { wrapper: withCache(createQueryClient()) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBeUndefined();
  });
});

describe('the server data block', () => {
  it('hands the answers to the HTML and takes them back in the browser, fresh: hydration asks nothing', async () => {
    const server = createQueryClient();
    const { options, load } = countingOptions(['home-page'], 'from the API');
    server.setQueryData(options.queryKey, 'from the server');
    const browser = createQueryClient();
    // As the HTML carries it; and as a cached page may be: rendered long before the browser reads it.
    const state = JSON.parse(JSON.stringify(dehydrateQueries(server))) as ReturnType<typeof dehydrateQueries>;
    for (const entry of state.queries) entry.state.dataUpdatedAt = 0;
    hydrateQueries(browser, state);
    const { result } = renderHook(() => useQuery(options), { wrapper: withCache(browser) });
    expect(result.current).toMatchObject({ status: 'success', data: 'from the server' });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves out an answer that failed, so the browser asks for it', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) });
    server.setQueryData(['whole'], 'fine');
    expect(dehydrateQueries(server).queries.map((entry) => entry.queryKey)).toEqual([['whole']]);
  });
});
