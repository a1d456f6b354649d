import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryCache, QueryCacheProvider } from '../query-cache';
import { useCachedQuery } from '../use-cached-query';
import type { PageQuery } from '../page-query';

function countingQuery(key: string, answer: string) {
  const load = jest.fn(async () => answer);
  const query: PageQuery<string> = { key, load };
  return { query, load };
}

function withCache(cache: QueryCache) {
  return ({ children }: { children: ReactNode }) => <QueryCacheProvider value={cache}>{children}</QueryCacheProvider>;
}

describe('useCachedQuery', () => {
  it('renders what the server put in the cache at once, and asks nothing', () => {
    const cache = new QueryCache();
    cache.set('product-page:100001', 'from the server');
    const { query, load } = countingQuery('product-page:100001', 'from the API');
    const { result } = renderHook(() => useCachedQuery(query), { wrapper: withCache(cache) });
    expect(result.current).toMatchObject({ status: 'ready', data: 'from the server' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads what the cache lacks after mount and keeps it, so the next visit asks nothing', async () => {
    const cache = new QueryCache();
    const { query, load } = countingQuery('banners:newInBanner', 'banners');
    const first = renderHook(() => useCachedQuery(query), { wrapper: withCache(cache) });
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => expect(first.result.current).toMatchObject({ status: 'ready', data: 'banners' }));
    first.unmount();

    const again = renderHook(() => useCachedQuery(query), { wrapper: withCache(cache) });
    expect(again.result.current).toMatchObject({ status: 'ready', data: 'banners' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reload asks again even when the answer is cached', async () => {
    const cache = new QueryCache();
    cache.set('cart-quote:a', 'old quote');
    const { query, load } = countingQuery('cart-quote:a', 'new quote');
    const { result } = renderHook(() => useCachedQuery(query, { keepPrevious: true }), { wrapper: withCache(cache) });
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', data: 'old quote' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'new quote' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure as an error state', async () => {
    const query: PageQuery<string> = { key: 'broken', load: () => Promise.reject(new Error('down')) };
    const { result } = renderHook(() => useCachedQuery(query), { wrapper: withCache(new QueryCache()) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBeUndefined();
  });
});

describe('QueryCache', () => {
  it('hands its answers to the HTML and takes them back in the browser', () => {
    const server = new QueryCache();
    server.set('home-page', { tiles: [1, 2] });
    const browser = new QueryCache();
    browser.hydrate(JSON.parse(JSON.stringify(server.dehydrate())) as Record<string, unknown>);
    expect(browser.get('home-page')).toEqual({ tiles: [1, 2] });
  });

  it('keeps the 60 answers used last', () => {
    const cache = new QueryCache();
    for (let index = 0; index < 61; index++) cache.set(`page:${index}`, index);
    expect(cache.has('page:0')).toBe(false);
    expect(cache.has('page:60')).toBe(true);
  });
});
