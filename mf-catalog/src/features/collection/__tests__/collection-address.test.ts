import {
  CATEGORY_STORAGE_KEY,
  FILTERS_STORAGE_KEY,
  applyAddress,
  parseAddress,
  storeAddress,
  toProductQuery,
} from '../collection-address';

describe('collection address', () => {
  it('reads category and filters, ignoring unknown values', () => {
    const address = parseAddress(
      new URLSearchParams('category=Dresses&color=red,teal,blue&size=xl,m&fabric=silk&sort=-price'),
    );
    expect(address).toEqual({
      category: 'dresses',
      filters: { colors: ['blue', 'red'], sizes: ['m'], fabrics: ['silk'], sort: '-price' },
    });
  });

  it('treats a missing or unknown category as shop all', () => {
    expect(parseAddress(new URLSearchParams('')).category).toBe('shopAll');
    expect(parseAddress(new URLSearchParams('category=hats')).category).toBe('shopAll');
  });

  it('leaves shop all and empty filters out of the address and keeps foreign keys', () => {
    const params = applyAddress(new URLSearchParams('utm_source=mail&category=tops&color=red'), {
      category: 'shopAll',
      filters: { colors: [], sizes: ['1x'], fabrics: [] },
    });
    expect(params.toString()).toBe('utm_source=mail&size=1x');
  });

  it('omits the category from the request for shop all', () => {
    expect(toProductQuery({ category: 'shopAll', filters: { colors: [], sizes: [], fabrics: [] } })).toEqual({});
    expect(
      toProductQuery({ category: 'pants', filters: { colors: ['black'], sizes: [], fabrics: [], sort: 'bestSeller' } }),
    ).toEqual({ category: 'pants', color: ['black'], sort: 'bestSeller' });
  });

  it('writes the category and the filters to browser storage', () => {
    window.localStorage.clear();
    storeAddress({ category: 'shorts', filters: { colors: ['green'], sizes: [], fabrics: ['denim'] } });
    expect(window.localStorage.getItem(CATEGORY_STORAGE_KEY)).toBe('shorts');
    expect(window.localStorage.getItem(FILTERS_STORAGE_KEY)).toBe('color=green&fabric=denim');
  });
});
