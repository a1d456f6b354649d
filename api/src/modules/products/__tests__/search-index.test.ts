import type { ProductSummary } from 'contracts';
import { setPrice } from '../../../test-support/catalogue';
import { useTestApp } from '../../../test-support/test-app';
import { CatalogueCache } from '../../catalogue-cache/catalogue-cache';
import { searchProductIds, selectSearchDocuments, selectSearchWordCandidates } from '../queries';
import { SearchIndex } from '../search-index';
import { exactQuery, forgivingQuery, rankQuery, rankQueryText, tsqueryText } from '../search-query';
import { likelyCorrections, readySearchIndex, searchWords } from '../service';

/**
 * Issue 16: the search index answers a search from memory exactly as the SQL form does (PostgreSQL's
 * `@@` and ts_rank): the same products in the same order, every match of the forgiving query, not only
 * the first page, on a generated catalogue whose descriptions share many words.
 */
const ctx = useTestApp({ seedProducts: 300 });

const WORDS = ['dress', 'dresss', 'blouze', 'linnen', 'slik', 'cotton', 'lace', 'midi', 'wrap', 'riviera', 'blue'];
const TEXTS = [
  ...WORDS,
  ...WORDS.flatMap((a, i) => WORDS.filter((_b, j) => j !== i && (i + j) % 3 === 0).map((b) => `${a} ${b}`)),
  'linen dre',
  'd',
  'bl',
  'the dress',
  'dress the',
  'evening',
  'autumn breeze',
  'soft easy fit',
  'touch of stretch',
  'wash dress',
  'relaxed blue evening',
  'qzxv',
  '2x',
  'dress dress',
  'dresses dress',
];

let index: SearchIndex;
beforeAll(async () => {
  index = new SearchIndex((await selectSearchDocuments(ctx.database.db)).rows);
});

async function queriesOf(text: string) {
  const words = searchWords(text);
  const candidates = await selectSearchWordCandidates(ctx.database.db, words);
  const searchWordsOf = likelyCorrections(candidates.sort((a, b) => a.index - b.index));
  return { exact: exactQuery(searchWordsOf), forgiving: forgivingQuery(searchWordsOf) };
}

describe('the search index', () => {
  it('holds every product', () => {
    expect(index.size).toBe(300);
  });

  it.each(TEXTS)('finds for "%s" what SQL finds, in the same order', async (text) => {
    const { exact, forgiving } = await queriesOf(text);
    if (!exact || !forgiving) {
      expect(text).toMatch(/^(the|qzxv)$/);
      return;
    }
    const rank = rankQuery(forgiving);
    const sql = await searchProductIds(
      ctx.database.db,
      { exact: tsqueryText(exact), forgiving: tsqueryText(forgiving), rank: rankQueryText(rank) },
      1000,
    );
    const ids = (limit: number) => index.search(exact, forgiving, rank, limit).map((product) => product.id);
    expect(ids(1000)).toEqual(sql);
    expect(ids(12)).toEqual(sql.slice(0, 12));
  });

  it('is what the route answers once built, and finds a product renamed since at once', async () => {
    const search = async (text: string) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/products/search', payload: { text } });
      expect(res.statusCode).toBe(200);
      return (res.json() as ProductSummary[]).map((product) => product.id);
    };
    await search('warm up');
    const { exact, forgiving } = await queriesOf('linen midi');
    const fromIndex = index.search(exact!, forgiving!, rankQuery(forgiving!), 12);
    expect(await search('linen midi')).toEqual(fromIndex.map((product) => product.id));

    const [{ id }] = (
      await ctx.database.db.query<{ id: string }>(
        `UPDATE products SET name = 'Zanzibar Dress' WHERE id = (SELECT min(id) FROM products) RETURNING id`,
      )
    ).rows;
    // PostgreSQL announces the change on another connection: a moment later.
    for (let attempt = 0; attempt < 50 && !(await search('zanzibar')).includes(id); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await search('zanzibar')).toEqual([id]);
    // The index built again after the change (searches meanwhile go through SQL) finds it too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await search('zanzibar dress')).toEqual([id]);
  });

  it('is kept after a change of stock (a purchase), and read again after a change of what a search shows', async () => {
    const db = ctx.database.db;
    const cache = new CatalogueCache();
    const built = async () => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const ready = readySearchIndex(db, cache);
        if (ready) return ready;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the search index was not built');
    };
    const first = await built();
    const [{ id }] = (await db.query<{ id: string }>(`SELECT min(id) AS id FROM products`)).rows;

    await db.query(`UPDATE variant_sizes SET quantity = quantity + 1 WHERE product_id = $1`, [id]);
    cache.drop(); // what the catalogue's announcement does
    expect(await built()).toBe(first);

    await setPrice(db, id, '12.34');
    cache.drop();
    const second = await built();
    expect(second).not.toBe(first);
    const { exact, forgiving } = await queriesOf('zanzibar');
    expect(second.search(exact!, forgiving!, rankQuery(forgiving!), 12)).toEqual([
      expect.objectContaining({ id, price: 12.34 }),
    ]);
  });
});
