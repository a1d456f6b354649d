import { COLORS, SIZES, type Product } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';

const SIZE_VALUES = SIZES.map((size) => size.value);

const ctx = useTestApp();

async function filter(query: string): Promise<Product[]> {
  const res = await ctx.app.inject({ url: `/api/products/filter${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Product[];
}

async function filterError(query: string) {
  const res = await ctx.app.inject({ url: `/api/products/filter${query}` });
  return { status: res.statusCode, body: res.json() as { error: string; fields?: Record<string, string> } };
}

const prices = (products: Product[]) => products.map((p) => p.price);

describe('GET /api/products/filter', () => {
  it('returns the first 6 products of the catalogue by default, in the Product shape', async () => {
    const products = await filter('');
    expect(products).toHaveLength(6);
    const [first] = products;
    expect(first.id).toBe('100001');
    expect(typeof first.price).toBe('number');
    expect(first.image).toEqual(first.products[0].image);
    expect(first.image[0]).toMatch(/^\/api\/photos\/[0-9a-f]{64}-1600\.jpg$/);
    expect(first.products[0].sizes.map((s) => s.size)).toEqual(['s', 'm', 'l', '1x', '2x', '3x']);
    expect(Object.keys(first).sort()).toEqual(
      [
        'bestSellerRank',
        'category',
        'description',
        'fabric',
        'finalSale',
        'id',
        'image',
        'name',
        'new',
        'placeholder',
        'plusSize',
        'price',
        'products',
      ].sort(),
    );
    // A card shows one image: its placeholder travels, not every colour's (24 cards, not 24 x colours x 3).
    expect(first.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(
      products.every((product) =>
        product.products.every((variant) => !('placeholders' in variant) && !('alts' in variant)),
      ),
    ).toBe(true);
  });

  it('returns 6 dresses for category=dresses&perPage=6&startPage=1', async () => {
    const products = await filter('?category=dresses&perPage=6&startPage=1');
    expect(products).toHaveLength(6);
    expect(products.every((p) => p.category === 'dresses')).toBe(true);
  });

  it('treats category=shopAll as every category', async () => {
    const products = await filter('?category=shopAll&perPage=12');
    expect(new Set(products.map((p) => p.category)).size).toBe(6);
  });

  it('pages without overlap, and the last page is shorter', async () => {
    const page1 = await filter('?category=tops&perPage=6&startPage=1');
    const page2 = await filter('?category=tops&perPage=6&startPage=2');
    expect(page1).toHaveLength(6);
    expect(page2).toHaveLength(6);
    const ids1 = new Set(page1.map((p) => p.id));
    expect(page2.some((p) => ids1.has(p.id))).toBe(false);
    const all = await filter('?category=tops&perPage=48');
    const lastPage = Math.ceil(all.length / 6);
    const last = await filter(`?category=tops&perPage=6&startPage=${lastPage}`);
    expect(last.length).toBeGreaterThan(0);
    expect(last.length).toBeLessThan(6);
    expect(await filter(`?category=tops&perPage=6&startPage=${lastPage + 1}`)).toEqual([]);
  });

  it('filters new arrivals with new=true and plus sizes with plusSize=true', async () => {
    const fresh = await filter('?new=true&perPage=48');
    expect(fresh.length).toBeGreaterThan(6);
    expect(fresh.every((p) => p.new)).toBe(true);
    const plus = await filter('?plusSize=true&perPage=48');
    expect(plus.length).toBeGreaterThan(6);
    expect(plus.every((p) => p.plusSize)).toBe(true);
    // false means "no restriction", the same as leaving the key out
    expect(await filter('?new=false')).toEqual(await filter(''));
  });

  it('filters by comma-joined colours (any variant in one of them)', async () => {
    const products = await filter('?color=red,green&perPage=48');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p.products.some((v) => v.color === 'red' || v.color === 'green')).toBe(true);
  });

  it('filters by size: a variant has the size in stock', async () => {
    const products = await filter('?size=3x&perPage=48');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.products.some((v) => v.sizes.some((s) => s.size === '3x' && s.quantity > 0))).toBe(true);
    }
  });

  it('filters by fabric', async () => {
    const products = await filter('?fabric=linen,silk&perPage=48');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.fabric === 'linen' || p.fabric === 'silk')).toBe(true);
  });

  it('combines every filter key: one variant has the colour and the size in stock', async () => {
    const products = await filter(
      '?category=dresses&new=false&color=blue,black,beige&size=s,m&fabric=linen,cotton,silk&perPage=48',
    );
    for (const p of products) {
      expect(p.category).toBe('dresses');
      expect(['linen', 'cotton', 'silk']).toContain(p.fabric);
      expect(
        p.products.some(
          (v) =>
            ['blue', 'black', 'beige'].includes(v.color) &&
            v.sizes.some((s) => ['s', 'm'].includes(s.size) && s.quantity > 0),
        ),
      ).toBe(true);
    }
    const plusNew = await filter('?plusSize=true&new=true&perPage=48');
    expect(plusNew.every((p) => p.plusSize && p.new)).toBe(true);
  });

  it('returns [] when nothing matches', async () => {
    expect(await filter('?category=shorts&fabric=chiffon')).toEqual([]);
  });

  it('sorts +price high to low, also when the plus arrives decoded as a space', async () => {
    for (const sort of ['%2Bprice', '+price']) {
      const products = await filter(`?sort=${sort}&perPage=48`);
      const p = prices(products);
      expect(p).toEqual([...p].sort((a, b) => b - a));
    }
    const top = await filter('?sort=%2Bprice&perPage=1');
    const all = await filter('?perPage=48&sort=-price&startPage=1');
    expect(top[0].price).toBeGreaterThanOrEqual(Math.max(...prices(all)));
  });

  it('sorts -price low to high across pages', async () => {
    const page1 = prices(await filter('?sort=-price&perPage=6&startPage=1'));
    const page2 = prices(await filter('?sort=-price&perPage=6&startPage=2'));
    const both = [...page1, ...page2];
    expect(both).toEqual([...both].sort((a, b) => a - b));
  });

  it('sorts bestSeller by rank, best first', async () => {
    const products = await filter('?sort=bestSeller&perPage=10');
    expect(products[0].bestSellerRank).toBe(1);
    const ranks = products.map((p) => p.bestSellerRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('random picks are deterministic per value and differ between values', async () => {
    const a = await filter('?random=42&perPage=3');
    expect(a).toHaveLength(3);
    expect(await filter('?random=42&perPage=3')).toEqual(a);
    const b = await filter('?random=7&perPage=3');
    expect(b.map((p) => p.id)).not.toEqual(a.map((p) => p.id));
    // random=N alone asks for N picks
    expect(await filter('?random=4')).toHaveLength(4);
    expect(await filter('?random=0.5')).toHaveLength(6);
  });

  it.each([
    ['?color=pink', 'color', `Unknown color (use ${COLORS.join(', ')})`],
    ['?size=xl', 'size', `Unknown size (use ${SIZE_VALUES.join(', ')})`],
    ['?fabric=wool', 'fabric', 'Unknown fabric (use cotton, linen, silk, lace, chiffon, denim)'],
    ['?category=hats', 'category', 'Unknown category (use shopAll, dresses, tops, pants, blouses, pullovers, shorts)'],
    ['?sort=cheapest', 'sort', 'Unknown sort (use +price, -price or bestSeller)'],
    ['?perPage=0', 'perPage', 'perPage must be a whole number from 1 to 48'],
    ['?perPage=49', 'perPage', 'perPage must be a whole number from 1 to 48'],
    ['?perPage=abc', 'perPage', 'perPage must be a whole number from 1 to 48'],
    ['?perPage=1000', 'perPage', 'perPage must be a whole number from 1 to 48'],
    ['?perPage=-6', 'perPage', 'perPage must be a whole number from 1 to 48'],
    ['?perPage=4e1', 'perPage', 'perPage must be a whole number from 1 to 48'],
    ['?startPage=0x10', 'startPage', 'startPage must be a whole number from 1 to 10000'],
    ['?startPage=0', 'startPage', 'startPage must be a whole number from 1 to 10000'],
    ['?startPage=1.5', 'startPage', 'startPage must be a whole number from 1 to 10000'],
    ['?startPage=-3', 'startPage', 'startPage must be a whole number from 1 to 10000'],
    ['?startPage=10001', 'startPage', 'startPage must be a whole number from 1 to 10000'],
    ['?startPage=99999999999999999999', 'startPage', 'startPage must be a whole number from 1 to 10000'],
    ['?startPage=1e30', 'startPage', 'startPage must be a whole number from 1 to 10000'],
    ['?new=yes', 'new', 'new must be true or false'],
    ['?plusSize=1', 'plusSize', 'plusSize must be true or false'],
    ['?random=abc', 'random', 'random must be a number'],
    [`?random=${'9'.repeat(33)}`, 'random', 'random must be a number'],
    ['?color=red&color=pink', 'color', `Unknown color (use ${COLORS.join(', ')})`],
    ['?perPage=6&perPage=60', 'perPage', 'perPage must be a whole number from 1 to 48'],
  ])('answers 400 for %s', async (query, field, message) => {
    const { status, body } = await filterError(query);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(body.fields).toEqual({ [field]: message });
  });

  it('reads a list key given twice as one list, and a page key given twice by its last value', async () => {
    const twice = await filter('?color=red&color=green&perPage=48');
    expect(twice).toEqual(await filter('?color=red,green&perPage=48'));
    expect(await filter('?perPage=60&perPage=2')).toHaveLength(2);
  });

  it('reports every bad key at once', async () => {
    const { status, body } = await filterError('?color=pink,blue,teal&size=xl');
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      color: `Unknown color (use ${COLORS.join(', ')})`,
      size: `Unknown size (use ${SIZE_VALUES.join(', ')})`,
    });
  });

  it('never echoes what was sent in its messages', async () => {
    const sent = '<script>alert(1)</script>';
    for (const key of ['color', 'size', 'fabric', 'category', 'sort', 'perPage', 'new']) {
      const { status, body } = await filterError(`?${key}=${encodeURIComponent(sent)}`);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).not.toContain('script');
    }
  });
});
