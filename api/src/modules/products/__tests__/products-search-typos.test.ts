import type { ProductSummary } from 'contracts';
import { eventually } from '../../../test-support/payments';
import { useTestApp } from '../../../test-support/test-app';

/** Issue 16: search forgives typos (pg_trgm, also on PGlite) and ranks exact matches above corrections. */
const ctx = useTestApp();

// The ranking cases change the catalogue before any search: a change announced later (PostgreSQL
// announces on another connection) could otherwise meet an answer cached just before it.
let rivieraNamed: string[];
let rivieraDescribed: string;
beforeAll(async () => {
  const db = ctx.database.db;
  // A pullover whose description (weight C) says "shortz", a typo of shorts.
  await db.query(
    `UPDATE products SET description = description || ' Not shortz.' WHERE id = (
       SELECT id FROM products WHERE category = 'pullovers' ORDER BY id LIMIT 1)`,
  );
  // A mood word names a few products; one more product mentions it only in its description.
  rivieraNamed = (await db.query<{ id: string }>(`SELECT id FROM products WHERE name LIKE 'Riviera %'`)).rows.map(
    (r) => r.id,
  );
  const { rows } = await db.query<{ id: string }>(
    `UPDATE products SET description = 'Inspired by the Riviera. ' || description
      WHERE id = (SELECT id FROM products WHERE name NOT LIKE '%Riviera%' ORDER BY best_seller_rank LIMIT 1)
      RETURNING id`,
  );
  rivieraDescribed = rows[0].id;
});

const search = async (text: string) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/products/search', payload: { text } });
  expect(res.statusCode).toBe(200);
  return res.json() as ProductSummary[];
};

describe('POST /api/products/search forgives typos', () => {
  it.each([
    ['dresss', (p: ProductSummary) => p.category === 'dresses'],
    ['blouze', (p: ProductSummary) => p.category === 'blouses'],
    ['linnen', (p: ProductSummary) => /\blinen\b/i.test(`${p.name} ${p.description}`)],
    ['slik', (p: ProductSummary) => /\bsilk\b/i.test(`${p.name} ${p.description}`)],
  ])('"%s" finds what it meant, and nothing else', async (typo, meant) => {
    const results = await search(typo);
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results.filter((product) => !meant(product))).toEqual([]);
  });

  it('finds the same dresses for "dresss" as for "dress"', async () => {
    expect((await search('dresss')).map((p) => p.id)).toEqual((await search('dress')).map((p) => p.id));
  });

  it('forgives a typo next to a correct word: "linnen dresss" finds linen dresses', async () => {
    const results = await search('linnen dresss');
    expect(results.length).toBeGreaterThan(0);
    for (const p of results) {
      expect(p.category).toBe('dresses');
      expect(`${p.name} ${p.description}`.toLowerCase()).toContain('linen');
    }
  });

  it('finds nothing for nonsense: "qzxv"', async () => {
    expect(await search('qzxv')).toEqual([]);
  });

  it('does not drift from a correctly spelt word: "linen" never finds the A-line dresses that are not linen', async () => {
    for (const p of await search('linen')) expect(`${p.name} ${p.description}`.toLowerCase()).toContain('linen');
  });
});

describe('POST /api/products/search ranks', () => {
  it('puts a product with the word as typed above the corrections, even when only its description has it', async () => {
    const results = await search('shortz');
    expect(results[0].category).toBe('pullovers');
    expect(results.slice(1).length).toBeGreaterThan(0);
    for (const p of results.slice(1)) expect(p.category).toBe('shorts');
  });

  it('weights the name over the description', async () => {
    expect(rivieraNamed.length).toBeGreaterThan(0);
    const ids = (await search('riviera')).map((p) => p.id);
    expect(ids.slice(0, rivieraNamed.length).sort()).toEqual([...rivieraNamed].sort());
    expect(ids[rivieraNamed.length]).toBe(rivieraDescribed);
  });
});

describe('POST /api/products/search bad input', () => {
  it('answers 400 {error, fields} for a text over 100 characters, and takes 100', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/search',
      payload: { text: 'd'.repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'text must be at most 100 characters',
      fields: { text: 'text must be at most 100 characters' },
    });
    expect((await search(`dress ${'d'.repeat(94)}`)).length).toBe(0);
  });

  it('answers the same 400 to GET /api/products/search?text= over 100 characters', async () => {
    const res = await ctx.app.inject({ url: `/api/products/search?text=${'d'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'text must be at most 100 characters',
      fields: { text: 'text must be at most 100 characters' },
    });
  });

  it('looks each word up in the vocabulary once, until the catalogue changes', async () => {
    const db = ctx.database.db;
    const realQuery = db.query.bind(db);
    const lookups: string[][] = [];
    const query = jest.spyOn(db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
      if (sql.includes('FROM search_words')) lookups.push(params?.[0] as string[]);
      return realQuery(sql, params);
    }) as typeof db.query);
    try {
      expect((await search('zephyrin blouze')).every((p) => p.category === 'blouses')).toBe(true);
      lookups.length = 0;
      // A new text of words already asked: only the new word is looked up.
      await search('zephyrin velvet blouze');
      expect(lookups).toEqual([['velvet']]);
      expect(await search('zephyrin')).toEqual([]);

      // A product named with the word: the catalogue changes, the kept words go with the cached answers.
      const [{ id }] = (
        await realQuery<{ id: string }>(
          `UPDATE products SET name = 'Zephyrine Blouse' WHERE id = (
             SELECT id FROM products WHERE category = 'blouses' ORDER BY id LIMIT 1) RETURNING id`,
        )
      ).rows;
      // Dropped within 1 s of the change (the catalogue's announcement).
      await eventually(async () => expect((await search('zephyrin')).map((p) => p.id)).toEqual([id]), 5000);
    } finally {
      query.mockRestore();
    }
  });
});
