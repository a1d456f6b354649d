import { QueryCache, type FirstData } from 'shared-ui';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRouteRegion } from '../load-route-region';
import { matchRemoteRoute } from '../../routes/match-remote-route';
import { loadedPage } from '../../composition/loaded-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const Page = () => null;
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function productRoute() {
  const matched = matchRemoteRoute('/100001');
  if (!matched) throw new Error('/100001 matches no route');
  return matched;
}

const url = new URL('http://shop.invalid/100001');

describe('loadRouteRegion', () => {
  afterEach(() => loadRemoteMock.mockReset());

  it('renders the page with its first data when both answer in time', async () => {
    const firstData: FirstData = ({ params }) => [{ key: `product-page:${params.id}`, load: async () => 'product' }];
    loadRemoteMock.mockResolvedValue({ default: Page, firstData });
    const cache = new QueryCache();
    await expect(loadRouteRegion(productRoute(), url, cache, 300)).resolves.toEqual({
      id: 'mf_product/ProductPage',
      outcome: 'rendered',
    });
    expect(cache.get('product-page:100001')).toBe('product');
    expect(loadedPage('mf_product/ProductPage')).toBe(Page);
  });

  it('leaves the region to the browser when the first data is late, and keeps none of it', async () => {
    const firstData: FirstData = () => [
      { key: 'quick', load: async () => 'at once' },
      { key: 'slow', load: () => later(200, 'too late') },
    ];
    loadRemoteMock.mockResolvedValue({ default: Page, firstData });
    const cache = new QueryCache();
    await expect(loadRouteRegion(productRoute(), url, cache, 50)).resolves.toMatchObject({ outcome: 'deferred' });
    expect(cache.dehydrate()).toEqual({});
  });

  it('leaves the region to the browser when the remote is late', async () => {
    loadRemoteMock.mockReturnValue(later(200, { default: Page }));
    await expect(loadRouteRegion(productRoute(), url, new QueryCache(), 50)).resolves.toMatchObject({
      outcome: 'deferred',
    });
  });

  it('renders the fallback when the remote cannot be loaded', async () => {
    loadRemoteMock.mockRejectedValue(new Error('[ Federation Runtime ]: #RUNTIME-003'));
    await expect(loadRouteRegion(productRoute(), url, new QueryCache(), 300)).resolves.toMatchObject({
      outcome: 'unavailable',
    });
  });
});
