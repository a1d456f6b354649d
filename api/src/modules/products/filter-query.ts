import {
  CATEGORIES,
  COLORS,
  FABRICS,
  FIRST_PAGE,
  MAX_PER_PAGE,
  MAX_START_PAGE,
  PAGE_SIZE,
  SIZES,
  type Category,
  type Color,
  type Fabric,
  type Size,
  type SortKey,
} from 'contracts';
import { badRequest } from '../../http-errors';

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

const SIZE_VALUES = SIZES.map((s) => s.value);

/**
 * Reads GET /products/filter's query, collecting a message per bad key so a client sees every
 * mistake at once: 400 { error: 'Unknown color: pink', fields: { color: 'Unknown color: pink' } }.
 * Unknown keys are ignored (cache busters and the like); empty values mean "no filter".
 */
export function parseProductFilter(query: RawQuery): ProductFilter {
  const fields: Record<string, string> = {};
  const one = (key: string): string | undefined => {
    const value = query[key];
    const text = Array.isArray(value) ? value[value.length - 1] : value;
    return text === undefined || text.trim() === '' ? undefined : text;
  };
  const list = <T extends string>(key: string, allowed: readonly T[], label: string): T[] => {
    const value = query[key];
    const parts = (Array.isArray(value) ? value.join(',') : (value ?? ''))
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean);
    const unknown = parts.filter((p) => !allowed.includes(p as T));
    // The message names what is allowed, never what was sent (an answer does not echo its input).
    if (unknown.length > 0) fields[key] = `Unknown ${label} (use ${allowed.join(', ')})`;
    return [...new Set(parts)] as T[];
  };
  const flag = (key: string): true | undefined => {
    const value = one(key)?.toLowerCase();
    if (value === undefined || value === 'false') return undefined;
    if (value === 'true') return true;
    fields[key] = `${key} must be true or false`;
    return undefined;
  };
  const integer = (key: string, fallback: number, min: number, max: number): number => {
    const value = one(key);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) {
      fields[key] = `${key} must be a whole number from ${min} to ${max}`;
      return fallback;
    }
    return n;
  };

  const filter: ProductFilter = {
    perPage: integer('perPage', PAGE_SIZE, 1, MAX_PER_PAGE),
    // Bounded so that no request makes the database walk past millions of rows (OFFSET).
    startPage: integer('startPage', FIRST_PAGE, 1, MAX_START_PAGE),
    color: list('color', COLORS, 'color'),
    size: list('size', SIZE_VALUES, 'size'),
    fabric: list('fabric', FABRICS, 'fabric'),
  };

  const category = one('category');
  if (category !== undefined && category !== 'shopAll') {
    if (CATEGORIES.includes(category as Category)) filter.category = category as Category;
    else fields.category = `Unknown category (use shopAll, ${CATEGORIES.join(', ')})`;
  }
  const isNew = flag('new');
  if (isNew) filter.new = isNew;
  const plusSize = flag('plusSize');
  if (plusSize) filter.plusSize = plusSize;

  // `sort=+price` arrives as " price" unless the client encoded the plus as %2B.
  const sort =
    query.sort === undefined ? undefined : Array.isArray(query.sort) ? query.sort[query.sort.length - 1] : query.sort;
  if (sort !== undefined && sort !== '') {
    if (sort === '+price' || sort === ' price') filter.sort = '+price';
    else if (sort === '-price' || sort === 'bestSeller') filter.sort = sort;
    else fields.sort = 'Unknown sort (use +price, -price or bestSeller)';
  }

  const random = one('random');
  if (random !== undefined) {
    const n = Number(random);
    if (!Number.isFinite(n)) fields.random = 'random must be a number';
    else {
      filter.random = random.trim();
      // Without perPage, a whole random=N (1..48) asks for N picks ("You May Also Like").
      if (one('perPage') === undefined && Number.isInteger(n) && n >= 1 && n <= MAX_PER_PAGE) filter.perPage = n;
    }
  }

  const messages = Object.values(fields);
  if (messages.length > 0) throw badRequest(messages.join('; '), fields);
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
