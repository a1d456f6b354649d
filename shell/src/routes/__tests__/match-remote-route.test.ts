import { matchRemoteRoute, pageIdOf } from '../match-remote-route';

const pageAt = (path: string) => {
  const matched = matchRemoteRoute(path);
  return matched ? pageIdOf(matched.route) : null;
};

describe('matchRemoteRoute', () => {
  it.each([
    ['/', 'mf_catalog/HomePage'],
    ['/collection', 'mf_catalog/CollectionPage'],
    ['/modiweek', 'mf_catalog/ModiweekPage'],
    ['/modiweek/friday', 'mf_catalog/ModiweekPage'],
    ['/100001', 'mf_product/ProductPage'],
    ['/cart', 'mf_checkout/CartPage'],
    ['/userProfile/address', 'mf_account/UserProfilePage'],
    ['/sustainability/materials', 'mf_content/MaterialsPage'],
  ])('%s is rendered by %s', (path, page) => {
    expect(pageAt(path)).toBe(page);
  });

  it('takes the product route only for product ids, like the router', () => {
    expect(pageAt('/favorites')).toBeNull();
    expect(pageAt('/no/such/page')).toBeNull();
  });

  it("gives the route's params to the page's first data", () => {
    expect(matchRemoteRoute('/modiweek/friday')?.params).toMatchObject({ day: 'friday' });
    expect(matchRemoteRoute('/100001')?.params).toMatchObject({ id: '100001' });
  });
});
