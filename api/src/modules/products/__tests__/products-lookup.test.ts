import type { Product, ProductSummary } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';
import { eventually } from '../../../test-support/eventually';
import { exactQuery, forgivingQuery, rankQuery, rankQueryText, tsqueryText } from '../search-query';

const ctx = useTestApp();

const search = async (text: unknown) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/products/search', payload: { text } });
  expect(res.statusCode).toBe(200);
  return res.json() as ProductSummary[];
};

describe('GET /api/products?id=', () => {
  it('returns the product in a one-item list', async () => {
    const res = await ctx.app.inject({ url: '/api/products?id=100001' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Product[];
    expect(body).toHaveLength(1);
    expect(body[0].id).toBe('100001');
    expect(body[0].products.length).toBeGreaterThanOrEqual(1);
  });

  it('carries every photo’s tiny placeholder, index by index with its images, and the first one’s on the product', async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100001' })).json() as Product[];
    const { rows } = await ctx.database.db.query<{ color: string; placeholder: string }>(
      `SELECT ph.color, ph.placeholder FROM product_photos ph JOIN product_variants v USING (product_id, color)
        WHERE ph.product_id = '100001' ORDER BY v.position, ph.position`,
    );
    for (const variant of product.products) {
      expect(variant.placeholders).toHaveLength(variant.image.length);
      expect(variant.placeholders).toEqual(
        rows.filter((row) => row.color === variant.color).map((row) => row.placeholder),
      );
      for (const placeholder of variant.placeholders!) expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    }
    expect(product.placeholder).toBe(product.products[0]!.placeholders![0]);
  });

  it('carries every photo’s alt text as the staff wrote it, index by index with its images', async () => {
    await ctx.database.db.query(
      `UPDATE product_photos SET alt = 'Worn with a straw hat, ' || color || ', ' || position
        WHERE product_id = '100001'`,
    );
    // The read cache hears of the change through the database's announcements (on PostgreSQL a moment after
    // the commit; the shop promises a second).
    await eventually(async () => {
      const [product] = (await ctx.app.inject({ url: '/api/products?id=100001' })).json() as Product[];
      for (const variant of product.products)
        expect(variant.alts).toEqual(variant.image.map((_, i) => `Worn with a straw hat, ${variant.color}, ${i}`));
    }, 1_000);
  });

  it('leaves the placeholders out for a colour that shows drawings (no photos)', async () => {
    await ctx.database.db.query(`DELETE FROM product_photos WHERE product_id = '100002'`);
    await ctx.database.db.query(
      `UPDATE product_variants SET images = ARRAY['/api/images/products/100002/' || color || '/1.svg']
        WHERE product_id = '100002'`,
    );
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100002' })).json() as Product[];
    expect(product.image[0]).toMatch(/\.svg$/);
    expect('placeholder' in product).toBe(false);
    expect(product.products.every((variant) => !('placeholders' in variant) && !('alts' in variant))).toBe(true);
  });

  it.each(['999999', 'abc', '1000011'])('answers 404 "Product not found" for id=%s', async (id) => {
    const res = await ctx.app.inject({ url: `/api/products?id=${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Product not found' });
  });

  it('answers 400 without an id', async () => {
    const res = await ctx.app.inject({ url: '/api/products' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'id is required', fields: { id: 'id is required' } });
  });
});

describe('GET /api/products/ids?pid=', () => {
  it('keeps the order asked for and skips unknown ids', async () => {
    const res = await ctx.app.inject({ url: '/api/products/ids?pid=100007,999999,100002,nope,100004' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Product[]).map((p) => p.id)).toEqual(['100007', '100002', '100004']);
  });

  it('carries, as lists do, the card image’s placeholder only (not every colour’s)', async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products/ids?pid=100007' })).json() as Product[];
    expect(product.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(product.products.every((variant) => !('placeholders' in variant))).toBe(true);
  });

  it('returns [] without ids', async () => {
    expect((await ctx.app.inject({ url: '/api/products/ids' })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/products/ids?pid=' })).json()).toEqual([]);
  });
});

describe('POST /api/products/search', () => {
  it('finds a product by the words of its name, as summaries', async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100001' })).json() as Product[];
    const results = await search(product.name.toLowerCase());
    expect(results.map((r) => r.id)).toContain('100001');
    const byWord = await search(product.name.split(' ').find((w) => w.length > 4)!);
    expect(byWord.length).toBeGreaterThan(0);
    expect(Object.keys(results[0]).sort()).toEqual([
      'category',
      'description',
      'id',
      'image',
      'name',
      'new',
      'placeholder',
      'plusSize',
      'price',
    ]);
    expect(results[0].image[0]).toMatch(/^\/api\/photos\//);
    expect(results[0].placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('treats the last word as a prefix while typing: "dre" finds dresses', async () => {
    const results = await search('dre');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.category === 'dresses')).toBe(true);
    expect(results.length).toBeLessThanOrEqual(12);
  });

  it('ANDs the words: "linen dre" finds only linen dresses', async () => {
    const results = await search('linen dre');
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.category).toBe('dresses');
      expect(`${r.name} ${r.description}`.toLowerCase()).toContain('linen');
    }
  });

  it('matches colour and fabric words', async () => {
    const purple = await search('purple');
    expect(purple.length).toBeGreaterThan(0);
    const ids = purple.map((p) => p.id).join(',');
    const full = (await ctx.app.inject({ url: `/api/products/ids?pid=${ids}` })).json() as Product[];
    for (const p of full) expect(p.products.some((v) => v.color === 'purple')).toBe(true);
    const denim = await search('denim');
    expect(denim.length).toBeGreaterThan(0);
  });

  it('returns [] for no match, blank text or no text', async () => {
    expect(await search('zzzqxw')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search(undefined)).toEqual([]);
    expect(await search('!!! ???')).toEqual([]);
  });

  it('answers 400 when text is not a string', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/products/search', payload: { text: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'text must be a string', fields: { text: 'text must be a string' } });
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": "dre',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON in request body' });
  });

  it('builds tsqueries from the lexemes only: the last word also a prefix, stop words dropped, one item per lexeme to rank', () => {
    const words = [
      { lexemes: ['linen'], corrections: [] },
      { lexemes: [], corrections: [] }, // "the"
      { lexemes: ["it's"], corrections: [['wrap']] },
      { lexemes: ['dre'], corrections: [['dress'], ['linen']] },
    ];
    expect(tsqueryText(exactQuery(words)!)).toBe("('linen') & ('it''s') & (('dre':*AB) | ('dre'))");
    const forgiving = forgivingQuery(words)!;
    expect(tsqueryText(forgiving)).toBe(
      "('linen') & (('it''s') | ('wrap':AB)) & (('dre':*AB) | ('dre') | ('dress':AB) | ('linen':AB))",
    );
    expect(rankQueryText(rankQuery(forgiving))).toBe("'dre':* & 'dress' & 'it''s' & 'linen' & 'wrap'");
    expect(exactQuery([{ lexemes: [], corrections: [] }])).toBeNull();
  });
});
