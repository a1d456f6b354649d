import {
  FIRST_PAGE,
  MAX_PER_PAGE,
  PAGE_SIZE,
  type Category,
  type Color,
  type Fabric,
  type Size,
  type SortKey,
} from 'contracts';
import { productFilterQuerySchema, type ProductFilterQuery } from 'contracts/schemas';
import { validateSyncWith } from '../../validation';

export interface ProductFilter {
  category?: Category;
  perPage: number;
  startPage: number;
  new?: true;
  plusSize?: true;
  color: Color[];
  size: Size[];
  fabric: Fabric[];
  sort?: SortKey;
  /** Seed of a deterministic shuffle; when set it orders the list instead of `sort`. */
  random?: string;
}

type RawQuery = Record<string, string | string[] | undefined>;

/** A key given twice: lists take every value (`color=red&color=blue`), other keys the last one. */
const LIST_KEYS = new Set(['color', 'size', 'fabric']);

function flattenQuery(query: RawQuery): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    flat[key] = Array.isArray(value) ? (LIST_KEYS.has(key) ? value.join(',') : value[value.length - 1]) : value;
  }
  return flat;
}

/**
 * Reads GET /products/filter's query through contracts' productFilterQuerySchema (the rules the
 * collection page's filters follow), collecting a message per bad key so a client sees every mistake
 * at once: 400 { error, fields: { color: 'Unknown color (use blue, ...)' } }. Unknown keys are ignored
 * (cache busters and the like); empty values mean "no filter".
 */
export function parseProductFilter(query: RawQuery): ProductFilter {
  const flat = flattenQuery(query);
  const valid = validateSyncWith(productFilterQuerySchema, flat) as ProductFilterQuery;
  const filter: ProductFilter = {
    perPage: valid.perPage ?? PAGE_SIZE,
    startPage: valid.startPage ?? FIRST_PAGE,
    color: valid.color,
    size: valid.size,
    fabric: valid.fabric,
  };
  if (valid.category) filter.category = valid.category;
  if (valid.new) filter.new = true;
  if (valid.plusSize) filter.plusSize = true;
  if (valid.sort) filter.sort = valid.sort;
  if (valid.random !== undefined) {
    filter.random = valid.random;
    // Without perPage, a whole random=N (1..48) asks for N picks ("You May Also Like").
    const n = Number(valid.random);
    if (valid.perPage === undefined && Number.isInteger(n) && n >= 1 && n <= MAX_PER_PAGE) filter.perPage = n;
  }
  return filter;
}

/** One key per distinct listing: the same filter written in another order or case is the same answer. */
export function filterCacheKey(filter: ProductFilter): string {
  const list = (values: string[]) => [...values].sort().join(',');
  return [
    'filter',
    filter.category ?? '',
    filter.perPage,
    filter.startPage,
    filter.new ? 'new' : '',
    filter.plusSize ? 'plus' : '',
    list(filter.color),
    list(filter.size),
    list(filter.fabric),
    filter.sort ?? '',
    filter.random ?? '',
  ].join('|');
}
