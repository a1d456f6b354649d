import { guardSubject, matchRoute } from '../match-route';
import {
  NOT_FOUND_META,
  ROUTE_META,
  ROBOTS_DISALLOW,
  canonicalPath,
  resolveRoute,
  routeHead,
  sitemapPaths,
  withOwnHead,
} from '../route-head';
import type { RouteEntry } from '../route-table';

describe('ROUTE_META', () => {
  it('gives every route a title and a description a search engine shows whole (under 160 characters)', () => {
    for (const [pattern, meta] of Object.entries(ROUTE_META)) {
      expect({ pattern, title: meta.title.length > 0 }).toEqual({ pattern, title: true });
      expect({ pattern, length: meta.description.length <= 160 }).toEqual({ pattern, length: true });
    }
  });
});

describe('resolveRoute', () => {
  it.each([
    ['/', '/'],
    ['/visitUs', '/visitUs'],
    ['/visitUs/', '/visitUs'],
    ['/sustainability/materials', '/sustainability/materials'],
    ['/modiweek', '/modiweek/:day?'],
    ['/modiweek/friday', '/modiweek/:day?'],
    ['/modiweek/Friday', '/modiweek/:day?'],
    ['/userProfile', '/userProfile/*'],
    ['/userProfile/orders/100042', '/userProfile/*'],
    ['/100001', '/:id'],
    ['/modiweek/funday', '*'],
    ['/favorites', '*'],
    ['/1000011', '*'],
    ['/visitUs/extra', '*'],
    ['/:id', '*'],
  ])('%s is %s', (path, pattern) => {
    expect(resolveRoute(path).pattern).toBe(pattern);
  });

  it('hands over the product id of a product page', () => {
    expect(resolveRoute('/100001')).toMatchObject({ pattern: '/:id', params: { id: '100001' } });
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/collection', '?category=dresses&color=blue&page=2', '/collection?category=dresses'],
    ['/collection', '?category=shopAll', '/collection'],
    ['/collection', '', '/collection'],
    ['/modiweek', '?day=Monday', '/modiweek/monday'],
    ['/modiweek/FRIDAY', '', '/modiweek/friday'],
    ['/100001', '?color=blue&size=m', '/100001'],
    ['/visitUs/', '', '/visitUs'],
  ])('%s%s → %s', (path, search, canonical) => {
    expect(canonicalPath(path, search)).toBe(canonical);
  });
});

describe("a page's own head over its route's", () => {
  it('takes what the page says, and gives a page that says 404 the not-found head', () => {
    const route = routeHead('/100001', '?color=blue');
    expect(withOwnHead(route, { title: 'Linen Dress | Vesna', jsonLd: { name: 'Linen Dress' } })).toEqual({
      status: 200,
      head: { ...route, title: 'Linen Dress | Vesna', jsonLd: { name: 'Linen Dress' } },
    });
    expect(withOwnHead(route, undefined)).toEqual({ status: 200, head: route });
    expect(withOwnHead(route, { status: 404, title: 'ignored' })).toEqual({
      status: 404,
      head: { ...route, title: 'Page Not Found | Vesna', description: NOT_FOUND_META.description, type: 'website' },
    });
  });

  it("names the API address a product page's status comes from when the server did not render it", () => {
    expect(guardSubject(matchRoute('/100001')!)).toBe('/api/products?id=100001');
    expect(guardSubject(matchRoute('/modiweek/friday')!)).toBeNull();
    expect(guardSubject(matchRoute('/visitUs')!)).toBeNull();
  });
});

describe('routeHead', () => {
  it('names the not-found page for an address no route takes', () => {
    expect(routeHead('/no/such/page')).toMatchObject({
      title: 'Page Not Found | Vesna',
      canonicalPath: '/no/such/page',
    });
  });
});

describe('sitemapPaths', () => {
  it('lists each public page once, each category and each weekday, and no personal or checkout page', () => {
    const paths = sitemapPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/visitUs', '/collection?category=shorts', '/modiweek/sunday']));
    expect(paths.filter((path) => /cart|info|payment|success|failed|userProfile|staff|:/.test(path))).toEqual([]);
  });

  it('lists a route added to the table by that row alone, with the addresses its row names', () => {
    const row: RouteEntry = {
      path: '/lookbook',
      remote: 'mf_content',
      expose: './LookbookPage',
      audience: 'public',
      sitemap: ['/lookbook', '/lookbook?season=summer'],
      head: { title: 'Lookbook', description: 'The season in pictures.' },
    };
    expect(sitemapPaths([row])).toEqual(['/lookbook', '/lookbook?season=summer']);
    expect(sitemapPaths([{ ...row, sitemap: true }])).toEqual(['/lookbook']);
    expect(sitemapPaths([{ ...row, sitemap: false }])).toEqual([]);
  });
});

describe('ROBOTS_DISALLOW', () => {
  it('keeps crawlers out of the API, personal and checkout pages, the profile by its prefix', () => {
    expect(ROBOTS_DISALLOW).toEqual(
      expect.arrayContaining(['/api/', '/dev/', '/userProfile', '/cart', '/payment', '/newsletter', '/staff']),
    );
    expect(ROBOTS_DISALLOW).not.toContain('/collection');
    expect(ROBOTS_DISALLOW).not.toContain('/userProfile/*');
  });
});
