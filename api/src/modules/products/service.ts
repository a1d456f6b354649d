import { PRODUCT_ID_PATTERN, type Product, type ProductSummary } from 'contracts';
import { searchTextSchema } from 'contracts/schemas';
import type { Queryable } from '../../db/database';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache';
import { badRequest, notFound } from '../../http-errors';
import { objectBody, validateSyncWith } from '../../validation';
import {
  searchProductSummaries,
  selectProductsByIds,
  selectSearchWordCandidates,
  type SearchWordCandidates,
} from './queries';

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
 * Type-ahead search: every word must match (AND), the last one also as a prefix because the shopper
 * may still be typing it ("linen dre" finds "Linen Wrap Midi Dress"). The prefix only looks at name,
 * category, colours and fabric (weights A, B): in descriptions "dre" would also find "dress it up".
 * Returns null for a blank text.
 */
export function toPrefixTsquery(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `(${w}:*AB | ${w})` : w)).join(' & ');
}

/**
 * The same query where each word the catalogue's vocabulary does not know may also be one of the
 * words it most likely meant ("blouze" → blouse, blouses), looked up in names, categories, colours and
 * fabrics only (A, B). Words the vocabulary knows stay as they are: a correct word never drifts.
 */
export function toForgivingTsquery(words: string[], corrections: Map<number, string[]>): string {
  return words
    .map((w, i) => {
      const alternatives = i === words.length - 1 ? [`${w}:*AB`, w] : [w];
      for (const meant of corrections.get(i) ?? []) alternatives.push(`${meant}:AB`);
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * For each word the vocabulary does not know, the words it most likely meant: those scoring within
 * FUZZY_BAND of the best one, so "linnen" means linen (0.63) and not line (0.33) as well.
 */
export function likelyCorrections(candidates: SearchWordCandidates[]): Map<number, string[]> {
  const corrections = new Map<number, string[]>();
  for (const { index, known, meant } of candidates) {
    if (known || meant.length === 0) continue;
    const best = Math.max(...meant.map((m) => m.score));
    corrections.set(
      index,
      meant.filter((m) => m.score >= best - FUZZY_BAND).map((m) => m.word),
    );
  }
  return corrections;
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

/** What the vocabulary says of one word: known as it is, or which words it likely meant. */
type WordCandidates = Omit<SearchWordCandidates, 'index'>;

/** Words looked up so far, kept until the catalogue changes; bounded, since anyone can send new words. */
const MAX_KEPT_WORDS = 20_000;

/**
 * The vocabulary's answer for each word (the last one may be a prefix), from those kept in `kept` (the
 * catalogue cache's memo) or one query for the rest. Shoppers' searches are new texts of words already
 * asked, so a search not cached is usually one query (the products), not two.
 */
async function wordCandidates(
  db: Queryable,
  words: string[],
  kept: Map<string, WordCandidates> | undefined,
): Promise<SearchWordCandidates[]> {
  const keyOf = (index: number) => `${index === words.length - 1 ? '*' : ''}${words[index]}`;
  const missing = words.map((_word, index) => index).filter((index) => !kept?.has(keyOf(index)));
  if (missing.length > 0) {
    const found = await selectSearchWordCandidates(
      db,
      missing.map((index) => words[index]),
      missing.map((index) => index === words.length - 1),
    );
    const byPosition = new Map(found.map(({ index, ...candidates }) => [missing[index], candidates]));
    for (const index of missing) {
      // Words under four letters are never looked up: known as far as corrections go.
      const candidates = byPosition.get(index) ?? { known: true, meant: [] };
      if (!kept) continue;
      if (kept.size >= MAX_KEPT_WORDS) kept.delete(kept.keys().next().value as string);
      kept.set(keyOf(index), candidates);
    }
    if (!kept) return found.map((candidates) => ({ ...candidates, index: missing[candidates.index] }));
  }
  return words.map((_word, index) => ({ index, ...kept!.get(keyOf(index))! }));
}

/**
 * `text`: parseSearchText's answer (words joined by one space), which is also the cache key. `cache`
 * keeps the vocabulary's answer for each word until the catalogue changes.
 */
export async function searchCatalogue(db: Queryable, text: string, cache?: CatalogueCache): Promise<ProductSummary[]> {
  const words = text.split(' ');
  const exact = toPrefixTsquery(text)!;
  const kept = cache?.memo('search-words', () => new Map<string, WordCandidates>());
  const corrections = likelyCorrections(await wordCandidates(db, words, kept));
  return searchProductSummaries(db, exact, toForgivingTsquery(words, corrections), SEARCH_LIMIT);
}
