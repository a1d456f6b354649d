import { PRODUCT_ID_PATTERN, type Product, type ProductSummary } from 'contracts';
import { searchTextSchema } from 'contracts/schemas';
import type { Queryable } from '../../db/database';
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

/** `text`: parseSearchText's answer (words joined by one space), which is also the cache key. */
export async function searchCatalogue(db: Queryable, text: string): Promise<ProductSummary[]> {
  const words = text.split(' ');
  const exact = toPrefixTsquery(text)!;
  const corrections = likelyCorrections(await selectSearchWordCandidates(db, words));
  return searchProductSummaries(db, exact, toForgivingTsquery(words, corrections), SEARCH_LIMIT);
}
