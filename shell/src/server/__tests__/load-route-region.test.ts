import { createQueryClient, queryOptions } from 'shared-ui/state';
import { type FirstData, dehydrateQueries } from 'shared-ui';
import type { Head } from 'shared-ui';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRouteRegion } from '../load-route-region';
import { ROUTES, matchRoute, type RouteEntry } from 'contracts';
import { loadedPage } from '../../composition/loaded-pages';
import { fallbackPageModule } from '../../composition/runtime-plugin/fallback';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const Page = () => null;
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function productRoute() {
  const matched = matchRoute('/100001');
  if (!matched) throw new Error('/100001 matches no route');
  return matched;
}

const url = new URL('http://shop.invalid/100001');

describe('loadRouteRegion', () => {
  afterEach(() => loadRemoteMock.mockReset());

  it('loads a page added to the route table by its row alone, with its first data', async () => {
    const lookbook: RouteEntry = {
      path: '/lookbook/:season?',
      remote: 'mf_content',
      expose: './LookbookPage',
      audience: 'public',
      firstData: true,
      sitemap: true,
      head: { title: 'Lookbook', description: 'The season in pictures.' },
    };
    const matched = matchRoute('/lookbook/summer', [...ROUTES, lookbook]);
    expect(matched?.route).toBe(lookbook);
    const firstData: FirstData = ({ params }) => [
      queryOptions({ queryKey: ['look', params.season], queryFn: async () => 'look' }),
    ];
    loadRemoteMock.mockResolvedValue({ default: Page, firstData });
    const cache = createQueryClient();
    await expect(
      loadRouteRegion(matched!, new URL('http://shop.invalid/lookbook/summer'), cache, 300),
    ).resolves.toEqual({ region: { id: 'mf_content/LookbookPage', outcome: 'rendered' }, degraded: [] });
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_content/LookbookPage');
    expect(cache.getQueryData(['look', 'summer'])).toBe('look');
  });

  it('asks only for the first data the row names, and counts a page that lost its loaders as degraded', async () => {
    const withoutData = { ...productRoute(), route: { ...productRoute().route, firstData: undefined } };
    const firstData = jest.fn<ReturnType<FirstData>, Parameters<FirstData>>(() => []);
    loadRemoteMock.mockResolvedValue({ default: Page, firstData });
    await expect(loadRouteRegion(withoutData, url, createQueryClient(), 300)).resolves.toMatchObject({ degraded: [] });
    expect(firstData).not.toHaveBeenCalled();

    loadRemoteMock.mockResolvedValue({ default: Page });
    await expect(loadRouteRegion(productRoute(), url, createQueryClient(), 300)).resolves.toEqual({
      region: { id: 'mf_product/ProductPage', outcome: 'rendered' },
      degraded: [{ region: 'mf_product/ProductPage', reason: 'data-failed' }],
    });
  });

  it('renders the page with its first data when both answer in time', async () => {
    const firstData: FirstData = ({ params }) => [{ queryKey: ['product', params.id], queryFn: async () => 'product' }];
    loadRemoteMock.mockResolvedValue({ default: Page, firstData });
    const cache = createQueryClient();
    await expect(loadRouteRegion(productRoute(), url, cache, 300)).resolves.toEqual({
      region: { id: 'mf_product/ProductPage', outcome: 'rendered' },
      degraded: [],
    });
    expect(cache.getQueryData(['product', '100001'])).toBe('product');
    expect(loadedPage('mf_product/ProductPage')).toBe(Page);
  });

  it("hands over the page module's own head, for the render to run on the answers it loaded", async () => {
    const firstData: FirstData = ({ params }) => [{ queryKey: ['product', params.id], queryFn: async () => 'Dress' }];
    const head: Head = ({ params }, queries) => ({ title: `${queries.getQueryData(['product', params.id])} | Vesna` });
    loadRemoteMock.mockResolvedValue({ default: Page, firstData, head });
    const cache = createQueryClient();
    const loaded = await loadRouteRegion(productRoute(), url, cache, 300);
    expect(loaded.head).toBe(head);
    expect(
      loaded.head?.(
        { pathname: '/100001', params: { id: '100001' }, searchParams: url.searchParams, origin: '' },
        cache,
      ),
    ).toEqual({
      title: 'Dress | Vesna',
    });
    // A page that is not rendered (late) hands over no head: the route's is the page's.
    loadRemoteMock.mockImplementation(() => later(200, { default: Page, head }));
    await expect(loadRouteRegion(productRoute(), url, createQueryClient(), 50)).resolves.not.toHaveProperty('head');
  });

  it('leaves the region to the browser when the first data is late, and keeps none of it', async () => {
    const firstData: FirstData = () => [
      queryOptions({ queryKey: ['quick'], queryFn: async () => 'at once' }),
      queryOptions({ queryKey: ['slow'], queryFn: () => later(200, 'too late') }),
    ];
    loadRemoteMock.mockResolvedValue({ default: Page, firstData });
    const cache = createQueryClient();
    await expect(loadRouteRegion(productRoute(), url, cache, 50)).resolves.toEqual({
      region: { id: 'mf_product/ProductPage', outcome: 'deferred' },
      degraded: [{ region: 'mf_product/ProductPage', reason: 'region-deadline' }],
    });
    expect(dehydrateQueries(cache).queries).toEqual([]);
  });

  it('leaves the region to the browser when the remote is late', async () => {
    // Late from the call on: a delay started before it could end before a deadline started after it (a busy machine).
    loadRemoteMock.mockImplementation(() => later(200, { default: Page }));
    await expect(loadRouteRegion(productRoute(), url, createQueryClient(), 50)).resolves.toMatchObject({
      region: { outcome: 'deferred' },
      degraded: [{ reason: 'region-deadline' }],
    });
  });

  it('renders the fallback when the remote cannot be loaded', async () => {
    loadRemoteMock.mockRejectedValue(new Error('[ Federation Runtime ]: #RUNTIME-003'));
    await expect(loadRouteRegion(productRoute(), url, createQueryClient(), 300)).resolves.toMatchObject({
      region: { outcome: 'unavailable' },
      degraded: [{ region: 'mf_product/ProductPage', reason: 'remote-unavailable' }],
    });
  });

  it("renders the fallback, not as a page, when the runtime's fallback plugin stood in for the remote", async () => {
    loadRemoteMock.mockResolvedValue(fallbackPageModule);
    await expect(loadRouteRegion(productRoute(), url, createQueryClient(), 300)).resolves.toMatchObject({
      region: { outcome: 'unavailable' },
      degraded: [{ reason: 'remote-unavailable' }],
    });
  });

  it('renders the page without a section whose data failed, leaves that section to the browser and says so', async () => {
    const firstData: FirstData = () => [
      queryOptions({ queryKey: ['home-banner', 'mainBanner'], queryFn: async () => 'hero' }),
      queryOptions({ queryKey: ['best-sellers', 9], queryFn: (): Promise<string> => Promise.reject(new Error('503')) }),
    ];
    loadRemoteMock.mockResolvedValue({ default: Page, firstData });
    const cache = createQueryClient();
    await expect(loadRouteRegion(productRoute(), url, cache, 300)).resolves.toEqual({
      region: { id: 'mf_product/ProductPage', outcome: 'rendered' },
      degraded: [{ region: 'best-sellers:9', reason: 'data-failed' }],
    });
    // Not an empty answer: no answer at all, so the browser's first render asks for it.
    expect(cache.getQueryState(['best-sellers', 9])).toBeUndefined();
    expect(cache.getQueryData(['home-banner', 'mainBanner'])).toBe('hero');
  });

  it("stops waiting for the first data as soon as the render is cancelled, and aborts the loaders' requests", async () => {
    const signals: AbortSignal[] = [];
    const firstData: FirstData = () => [
      {
        queryKey: ['product', '100001'],
        queryFn: ({ signal }) => {
          signals.push(signal);
          return new Promise(() => undefined);
        },
      },
    ];
    loadRemoteMock.mockResolvedValue({ default: Page, firstData });
    const render = new AbortController();
    const loading = loadRouteRegion(productRoute(), url, createQueryClient(), 5000, render.signal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    render.abort();
    const started = Date.now();
    await expect(loading).resolves.toMatchObject({ region: { outcome: 'deferred' } });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(signals[0].aborted).toBe(true);
  });
});
