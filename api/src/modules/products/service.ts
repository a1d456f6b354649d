import { PRODUCT_ID_PATTERN, type Product, type ProductSummary } from 'contracts';
import { searchTextSchema } from 'contracts/schemas';
import type { Queryable } from '../../db/database';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache';
import { badRequest, notFound } from '../../http-errors';
import { objectBody, validateSyncWith } from '../../validation';
import {
  searchProductIds,
  selectProductsByIds,
  selectProductSummariesByIds,
  selectSearchDocuments,
  selectSearchDocumentsVersion,
  selectSearchWordCandidates,
  type SearchWordCandidates,
} from './queries';
import { SearchIndex } from './search-index';
import { exactQuery, forgivingQuery, rankQuery, rankQueryText, tsqueryText, type SearchWord } from './search-query';

export const SEARCH_LIMIT = 12;
export const MAX_IDS = 100;

export async function getProduct(db: Queryable, id: string | undefined): Promise<Product> {
  if (id === undefined || id.trim() === '') throw badRequest('id is required', { id: 'id is required' });
  const [product] = PRODUCT_ID_PATTERN.test(id) ? await selectProductsByIds(db, [id]) : [];
  if (!product) throw notFound('Product not found');
  return product;
}

/** The ids of `pid` (comma-joined) that are ids, without duplicates, in order; 400 past MAX_IDS. */
export function parseProductIds(pid: string | undefined): string[] {
  const ids = [
    ...new Set(
      (pid ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => PRODUCT_ID_PATTERN.test(s)),
    ),
  ];
  if (ids.length > MAX_IDS)
    throw badRequest(`At most ${MAX_IDS} ids per request`, { pid: `At most ${MAX_IDS} ids per request` });
  return ids;
}

/** Products in the order asked for (parseProductIds' answer); ids that do not exist are skipped. */
export async function getProductsByIds(db: Queryable, ids: string[]): Promise<Product[]> {
  const byId = new Map((await selectProductsByIds(db, ids)).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Words of a search text, lower-case, letters and digits only (safe inside a tsquery). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * For each word the vocabulary does not know, the words it most likely meant: those scoring within
 * FUZZY_BAND of the best one, so "linnen" means linen (0.63) and not line (0.33) as well.
 */
export function likelyCorrections(candidates: WordCandidates[]): SearchWord[] {
  return candidates.map(({ lexemes, known, meant }) => {
    if (known || meant.length === 0) return { lexemes, corrections: [] };
    const best = Math.max(...meant.map((m) => m.score));
    return { lexemes, corrections: meant.filter((m) => m.score >= best - FUZZY_BAND).map((m) => m.lexemes) };
  });
}

/** How far below the best-scoring correction another one may be and still count. */
const FUZZY_BAND = 0.1;

/**
 * The search text from POST /products/search's body (or GET ?text=), checked by contracts'
 * searchTextSchema; null when there is nothing to search for.
 */
export function parseSearchText(body: unknown): string | null {
  const { text } = validateSyncWith(searchTextSchema, objectBody(body, '{"text": "..."}'));
  if (text === undefined || text === null) return null;
  const words = searchWords(text);
  return words.length === 0 ? null : words.join(' ');
}

/** What the vocabulary says of one word: its lexemes, known as it is, or which words it likely meant. */
type WordCandidates = Omit<SearchWordCandidates, 'index'>;

/** Words looked up so far, kept until the catalogue changes; bounded, since anyone can send new words. */
const MAX_KEPT_WORDS = 20_000;

/**
 * The vocabulary's answer for each word (the last one may be a prefix), from those kept in `kept` (the
 * catalogue cache's memo) or one query for the rest. Shoppers' searches are new texts of words already
 * asked, so a search not cached usually needs no query for its words.
 */
async function wordCandidates(
  db: Queryable,
  words: string[],
  kept: Map<string, WordCandidates> | undefined,
): Promise<WordCandidates[]> {
  const keyOf = (index: number) => `${index === words.length - 1 ? '*' : ''}${words[index]}`;
  const known = words.map((_word, index) => kept?.get(keyOf(index)));
  const missing = words.map((_word, index) => index).filter((index) => known[index] === undefined);
  if (missing.length > 0) {
    const found = await selectSearchWordCandidates(
      db,
      missing.map((index) => words[index]),
      missing.map((index) => index === words.length - 1),
    );
    for (const { index, ...candidates } of found) {
      known[missing[index]] = candidates;
      if (!kept) continue;
      if (kept.size >= MAX_KEPT_WORDS) kept.delete(kept.keys().next().value as string);
      kept.set(keyOf(missing[index]), candidates);
    }
  }
  return known as WordCandidates[];
}

/**
 * `text`: parseSearchText's answer (words joined by one space), which is also the cache key. With
 * `cache`, the words' lookups and the search index are kept until the catalogue changes: a search the
 * read cache has not seen then costs no SQL. While the index is being built (after a change), and
 * without a cache that hears announcements, the SQL form answers.
 */
export async function searchCatalogue(db: Queryable, text: string, cache?: CatalogueCache): Promise<ProductSummary[]> {
  const listening = cache?.isListening === true;
  const words = likelyCorrections(
    await wordCandidates(db, text.split(' '), listening ? cache.memo('search-words', () => new Map()) : undefined),
  );
  const exact = exactQuery(words);
  const forgiving = forgivingQuery(words);
  if (!exact || !forgiving) return [];
  const rank = rankQuery(forgiving);
  const index = listening ? readySearchIndex(db, cache) : null;
  if (index) return index.search(exact, forgiving, rank, SEARCH_LIMIT);
  const ids = await searchProductIds(
    db,
    { exact: tsqueryText(exact), forgiving: tsqueryText(forgiving), rank: rankQueryText(rank) },
    SEARCH_LIMIT,
  );
  const byId = new Map((await selectProductSummariesByIds(db, ids)).map((summary) => [summary.id, summary]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Indexes built, by the promise the cache keeps for them. */
const builtIndexes = new WeakMap<Promise<SearchIndex>, SearchIndex>();

/**
 * The catalogue's search index once it is built; null while it is (the first call after a change starts
 * it, and searches go on through SQL meanwhile rather than wait about 250 ms at 10,000 products).
 */
export function readySearchIndex(db: Queryable, cache: CatalogueCache): SearchIndex | null {
  const building = cache.memo('search-index', () => {
    const promise = searchIndexFor(db, cache);
    promise.then(
      (index) => builtIndexes.set(promise, index),
      () => undefined, // forgotten by the cache; the next search starts again
    );
    return promise;
  });
  return builtIndexes.get(building) ?? null;
}

/** The last index built for each cache, with the version of the documents it read. */
const lastIndexes = new WeakMap<CatalogueCache, { version: string; index: SearchIndex }>();

/**
 * After most catalogue changes (a purchase: stock) the search documents are as they were: the last index
 * is kept after one small query. Its version and documents were read in one snapshot, so an equal
 * version now means no change of them has been committed since.
 */
async function searchIndexFor(db: Queryable, cache: CatalogueCache): Promise<SearchIndex> {
  const last = lastIndexes.get(cache);
  if (last && last.version === (await selectSearchDocumentsVersion(db))) return last.index;
  const { version, rows } = await selectSearchDocuments(db);
  const index = new SearchIndex(rows);
  lastIndexes.set(cache, { version, index });
  return index;
}
