import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, createQueryClient, hydrateQueries } from '../query-client';
import { dehydrateQueries } from '../dehydrate-queries';
import type { QueryClient } from '@tanstack/react-query';
import { useCachedQuery } from '../use-cached-query';
import { pageQueryKey, type PageQuery } from '../page-query';

function countingQuery(key: string, answer: string) {
  const load = jest.fn(async () => answer);
  const query: PageQuery<string> = { key, load };
  return { query, load };
}

function withCache(cache: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider value={cache}>{children}</QueryClientProvider>;
}

describe('useCachedQuery', () => {
  it('renders what the server put in the cache at once, and asks nothing', () => {
    const cache = createQueryClient();
    cache.setQueryData(['product-page:100001'], 'from the server');
    const { query, load } = countingQuery('product-page:100001', 'from the API');
    const { result } = renderHook(() => useCachedQuery(query), { wrapper: withCache(cache) });
    expect(result.current).toMatchObject({ status: 'ready', data: 'from the server' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads what the cache lacks after mount and keeps it, so the next visit asks nothing', async () => {
    const cache = createQueryClient();
    const { query, load } = countingQuery('banners:newInBanner', 'banners');
    const first = renderHook(() => useCachedQuery(query), { wrapper: withCache(cache) });
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => expect(first.result.current).toMatchObject({ status: 'ready', data: 'banners' }));
    first.unmount();

    const again = renderHook(() => useCachedQuery(query), { wrapper: withCache(cache) });
    expect(again.result.current).toMatchObject({ status: 'ready', data: 'banners' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reload asks again even when the answer is cached, showing the previous answer meanwhile', async () => {
    const cache = createQueryClient();
    cache.setQueryData(['cart-quote:a'], 'old quote');
    let answer!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const query: PageQuery<string> = { key: 'cart-quote:a', load };
    const { result } = renderHook(() => useCachedQuery(query, { keepPrevious: true }), { wrapper: withCache(cache) });
    expect(result.current).toMatchObject({ status: 'ready', data: 'old quote' });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loading', data: 'old quote' }));
    act(() => answer('new quote'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'new quote' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure as an error state', async () => {
    const query: PageQuery<string> = { key: 'broken', load: () => Promise.reject(new Error('down')) };
    const { result } = renderHook(() => useCachedQuery(query), { wrapper: withCache(createQueryClient()) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBeUndefined();
  });
});

describe('the server data block', () => {
  it('hands the answers to the HTML and takes them back in the browser, fresh: hydration asks nothing', async () => {
    const server = createQueryClient();
    const { query, load } = countingQuery('home-page', 'from the API');
    server.setQueryData(pageQueryKey(query), 'from the server');
    const browser = createQueryClient();
    // As the HTML carries it; and as a cached page may be: rendered long before the browser reads it.
    const state = JSON.parse(JSON.stringify(dehydrateQueries(server))) as ReturnType<typeof dehydrateQueries>;
    for (const entry of state.queries) entry.state.dataUpdatedAt = 0;
    hydrateQueries(browser, state);
    const { result } = renderHook(() => useCachedQuery(query), { wrapper: withCache(browser) });
    expect(result.current).toMatchObject({ status: 'ready', data: 'from the server' });
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
