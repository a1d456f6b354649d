import type { Product } from 'contracts';
import { setStock } from '../../../test-support/catalogue';
import { useTestApp } from '../../../test-support/test-app';
import { parseProductFilter } from '../filter-query';
import { ListingIndex } from '../listing-index';
import { selectFilteredProducts, selectListingRows } from '../queries';

/**
 * Issue 16: a generated catalogue (SEED_PRODUCTS) of a few hundred products. Every filter's pages,
 * walked to the end, hold exactly the products the filter means, in the sort's order; a change of stock
 * moves a product in or out of a size filter at once.
 */
const PRODUCTS = 300;
const ctx = useTestApp({ seedProducts: PRODUCTS });

const get = async (url: string) => {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json() as Product[];
};

/** Every page of a listing, Load More after Load More, until a short page. */
async function allPages(query: string): Promise<Product[]> {
  const found: Product[] = [];
  for (let page = 1; ; page += 1) {
    const products = await get(`/api/products/filter?${query}&perPage=48&startPage=${page}`);
    found.push(...products);
    if (products.length < 48) return found;
  }
}

let catalogue: Product[];
beforeAll(async () => {
  catalogue = await allPages('');
});

const inStock = (p: Product, colors: string[] | null, sizes: string[] | null) =>
  p.products.some(
    (v) =>
      (colors === null || colors.includes(v.color)) &&
      (sizes === null || v.sizes.some((s) => sizes.includes(s.size) && s.quantity > 0)),
  );

describe(`a generated catalogue of ${PRODUCTS} products`, () => {
  it('has them all, with ids from 100001, every category, colours, sizes, fabrics and flags', () => {
    expect(catalogue.map((p) => p.id)).toEqual(Array.from({ length: PRODUCTS }, (_, i) => String(100001 + i)));
    expect(new Set(catalogue.map((p) => p.category)).size).toBe(6);
    expect(new Set(catalogue.map((p) => p.fabric)).size).toBe(6);
    expect(catalogue.filter((p) => p.new).length).toBe(PRODUCTS * 0.2);
    expect(catalogue.filter((p) => p.plusSize).length).toBe(PRODUCTS * 0.25);
    for (const p of catalogue) expect(p.image[0]).toMatch(/^\/api\/photos\/[0-9a-f]{64}-1600\.jpg$/);
  });

  it.each([
    ['category=tops&sort=-price', (p: Product) => p.category === 'tops', (a: Product, b: Product) => a.price - b.price],
    [
      'color=purple&sort=%2Bprice',
      (p: Product) => inStock(p, ['purple'], null),
      (a: Product, b: Product) => b.price - a.price,
    ],
    [
      'size=3x&sort=bestSeller',
      (p: Product) => inStock(p, null, ['3x']),
      (a: Product, b: Product) => a.bestSellerRank - b.bestSellerRank,
    ],
    ['color=red,blue&size=m,1x', (p: Product) => inStock(p, ['red', 'blue'], ['m', '1x']), null],
    [
      'new=true&plusSize=true&fabric=linen,cotton',
      (p: Product) => p.new && p.plusSize && ['linen', 'cotton'].includes(p.fabric),
      null,
    ],
    [
      'category=dresses&color=black&size=s&fabric=silk,chiffon,lace&sort=bestSeller',
      (p: Product) =>
        p.category === 'dresses' && inStock(p, ['black'], ['s']) && ['silk', 'chiffon', 'lace'].includes(p.fabric),
      (a: Product, b: Product) => a.bestSellerRank - b.bestSellerRank,
    ],
  ])('?%s pages through exactly the products it means, in order', async (query, means, order) => {
    const expected = catalogue.filter(means);
    // Same price or rank: the id decides, as in the API.
    if (order) expected.sort((a, b) => order(a, b) || a.id.localeCompare(b.id));
    expect(expected.length).toBeGreaterThan(0);
    expect((await allPages(query)).map((p) => p.id)).toEqual(expected.map((p) => p.id));
  });

  it('chooses in memory (the listing index) exactly the pages the SQL chooses, for every sort and filter', async () => {
    const db = ctx.database.db;
    const index = new ListingIndex(await selectListingRows(db));
    expect(index.size).toBe(PRODUCTS);
    const queries: string[] = [];
    for (const sort of ['', '+price', '-price', 'bestSeller'])
      for (const extra of [
        '',
        'category=pants',
        'color=green',
        'size=2x',
        'color=beige,gray&size=l',
        'fabric=denim,lace',
        'new=true',
        'plusSize=true&category=tops',
        'category=blouses&color=red&size=s,m&fabric=cotton&new=true',
      ])
        for (const page of ['perPage=6&startPage=1', 'perPage=5&startPage=3', 'perPage=48&startPage=2'])
          queries.push(`${extra}&${page}${sort ? `&sort=${encodeURIComponent(sort)}` : ''}`);
    for (const query of queries) {
      const filter = parseProductFilter(Object.fromEntries(new URLSearchParams(query)));
      const fromSql = (await selectFilteredProducts(db, filter)).map((p) => p.id);
      expect({ query, ids: index.pageIds(filter) }).toEqual({ query, ids: fromSql });
    }
  });

  it('moves a product in and out of a size filter as its stock changes', async () => {
    const product = catalogue.find((p) => !inStock(p, null, ['2x']))!;
    const color = product.products[0].color;
    const listed = async () => (await allPages('size=2x')).some((p) => p.id === product.id);
    // PostgreSQL announces a change on another connection: give it the moment it takes (at most 1 s).
    const becomes = async (expected: boolean) => {
      for (let i = 0; i < 50 && (await listed()) !== expected; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(listed()).resolves.toBe(expected);
    };
    await setStock(ctx.database.db, product.id, color, { '2x': 4 });
    await becomes(true);
    await setStock(ctx.database.db, product.id, color, { '2x': 0 });
    await becomes(false);
  });
});
