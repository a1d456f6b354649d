import { matchRoute } from '../match-route';
import { pageIdOf, type RouteEntry } from '../route-table';

const pageAt = (path: string) => {
  const matched = matchRoute(path);
  return matched ? pageIdOf(matched.route) : null;
};

describe('matchRoute', () => {
  it.each([
    ['/', 'mf_catalog/HomePage'],
    ['/collection', 'mf_catalog/CollectionPage'],
    ['/collection/', 'mf_catalog/CollectionPage'],
    ['/Collection', 'mf_catalog/CollectionPage'],
    ['/modiweek', 'mf_catalog/ModiweekPage'],
    ['/modiweek/friday', 'mf_catalog/ModiweekPage'],
    ['/modiweek/Friday', 'mf_catalog/ModiweekPage'],
    ['/100001', 'mf_product/ProductPage'],
    ['/cart', 'mf_checkout/CartPage'],
    ['/userProfile', 'mf_account/UserProfilePage'],
    ['/userProfile/orders/100042', 'mf_account/UserProfilePage'],
    ['/sustainability', 'mf_content/SustainabilityPage'],
    ['/sustainability/materials', 'mf_content/MaterialsPage'],
  ])('%s is rendered by %s', (path, page) => {
    expect(pageAt(path)).toBe(page);
  });

  it.each(['/favorites', '/1000011', '/:id', '/modiweek/funday', '/visitUs/extra', '/no/such/page'])(
    '%s is the not-found page (no route, or a guard that does not hold)',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it("gives the route's params, decoded, to the page's first data", () => {
    expect(matchRoute('/modiweek/friday')?.params).toEqual({ day: 'friday' });
    expect(matchRoute('/modiweek')?.params).toEqual({});
    expect(matchRoute('/100001')?.params).toEqual({ id: '100001' });
    expect(matchRoute('/userProfile/orders/100042')?.params).toEqual({ '*': 'orders/100042' });
  });

  it('ranks a static path above a parameter whatever the order of the rows', () => {
    const rows: RouteEntry[] = [
      {
        path: '/:slug',
        remote: 'mf_content',
        expose: './Any',
        audience: 'public',
        sitemap: false,
        head: { title: 'a', description: 'a' },
      },
      {
        path: '/careers',
        remote: 'mf_content',
        expose: './CareersPage',
        audience: 'public',
        sitemap: false,
        head: { title: 'b', description: 'b' },
      },
    ];
    expect(matchRoute('/careers', rows)?.route.expose).toBe('./CareersPage');
    expect(matchRoute('/other', rows)?.params).toEqual({ slug: 'other' });
  });
});
