import { boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  CATEGORIES,
  COLORS,
  FABRICS,
  MAX_PER_PAGE,
  MAX_START_PAGE,
  SEARCH_TEXT_MAX_LENGTH,
  SIZES,
} from '../constants/catalog';
import type { Category, Color, Fabric, Size, SortKey } from '../types/catalog';
import { tooLongMessage } from './fields';

// GET /products/filter's query and the search text, as the collection page writes them and the API reads
// them. Every value arrives as text (a query string); blank means "no filter". Messages name what is
// allowed, never what was sent: an answer does not echo its input.

const isBlank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

/** A comma-joined list ("red, Blue,red") as lower-case values without repeats; blank is []. */
function listField<T extends string>(allowed: readonly T[], label: string) {
  return (
    mixed<T[]>()
      .transform((_value, original: unknown) =>
        typeof original === 'string'
          ? [
              ...new Set(
                original
                  .split(',')
                  .map((part) => part.trim().toLowerCase())
                  .filter(Boolean),
              ),
            ]
          : original,
      )
      .default([])
      // For the API's OpenAPI contract (a query value is text): yup cannot describe a transform.
      .meta({ jsonSchema: { type: 'string', description: `comma-joined, any of ${allowed.join(', ')}` } })
      .test(
        'known',
        `Unknown ${label} (use ${allowed.join(', ')})`,
        (value) => Array.isArray(value) && value.every((part) => allowed.includes(part)),
      )
  );
}

/** A page number or size: digits only (no "1e3", "0x10", "-3"), from min to max. */
export function wholeNumberField(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return number()
    .transform((_value, original: unknown) =>
      isBlank(original) ? undefined : /^\s*\d{1,9}\s*$/.test(String(original)) ? Number(original) : NaN,
    )
    .typeError(message)
    .meta({ jsonSchema: { type: 'integer' } })
    .min(min, message)
    .max(max, message);
}

/** "true" or "false" in any case; "false" means no restriction, as leaving the key out does. */
function flagField(label: string) {
  return boolean()
    .transform((_value, original: unknown) => {
      if (isBlank(original)) return undefined;
      const text = String(original).trim().toLowerCase();
      return text === 'true' ? true : text === 'false' ? false : NaN;
    })
    .typeError(`${label} must be true or false`)
    .meta({ jsonSchema: { description: 'true: only these; false: no restriction, as leaving it out' } });
}

const SORT_KEYS: readonly SortKey[] = ['+price', '-price', 'bestSeller'];

/** Longest `random` value: a number, bounded like any text the database receives. */
const RANDOM_MAX_LENGTH = 32;

/**
 * GET /products/filter's query (spec section 7): category, perPage, startPage, new, plusSize, comma-joined
 * color, size and fabric, sort, random. Cast, it is the listing's filter: lists as arrays, flags as
 * booleans, pages as numbers (absent when not given). Unknown keys are ignored (cache busters).
 */
export const productFilterQuerySchema = object({
  category: string()
    // "shopAll" is every category: no filter.
    .transform((value: string) => (isBlank(value) || value === 'shopAll' ? undefined : value))
    .oneOf([...CATEGORIES], `Unknown category (use shopAll, ${CATEGORIES.join(', ')})`)
    .meta({ jsonSchema: { enum: ['shopAll', ...CATEGORIES] } }),
  perPage: wholeNumberField('perPage', 1, MAX_PER_PAGE),
  // Bounded so that no request makes the database walk past millions of rows (OFFSET).
  startPage: wholeNumberField('startPage', 1, MAX_START_PAGE),
  new: flagField('new'),
  plusSize: flagField('plusSize'),
  color: listField(COLORS, 'color'),
  size: listField(
    SIZES.map((s) => s.value),
    'size',
  ),
  fabric: listField(FABRICS, 'fabric'),
  sort: string()
    // `sort=+price` arrives as " price" unless the client encoded the plus as %2B.
    .transform((value: string) => (isBlank(value) ? undefined : value === ' price' ? '+price' : value))
    .oneOf([...SORT_KEYS], 'Unknown sort (use +price, -price or bestSeller)')
    .meta({ jsonSchema: { description: '+price high to low, -price low to high, bestSeller rank 1 first' } }),
  random: string()
    .transform((value: string) => (isBlank(value) ? undefined : value.trim()))
    .meta({ jsonSchema: { maxLength: RANDOM_MAX_LENGTH, description: 'a number: seeds a deterministic shuffle' } })
    .test(
      'number',
      'random must be a number',
      (value) => value === undefined || (value.length <= RANDOM_MAX_LENGTH && Number.isFinite(Number(value))),
    ),
});

export type ProductFilterQuery = Omit<
  InferType<typeof productFilterQuerySchema>,
  'category' | 'sort' | 'color' | 'size' | 'fabric'
> & {
  category?: Category;
  sort?: SortKey;
  color: Color[];
  size: Size[];
  fabric: Fabric[];
};

/**
 * The search panel's text (POST /products/search `{ text }`, GET ?text=): a string of at most
 * SEARCH_TEXT_MAX_LENGTH characters; absent or null searches nothing. Strict: a number is not a text.
 */
export const searchTextSchema = object({
  text: string()
    .strict()
    .nullable()
    .typeError('text must be a string')
    .max(SEARCH_TEXT_MAX_LENGTH, tooLongMessage('text', SEARCH_TEXT_MAX_LENGTH)),
});

export type SearchTextInput = InferType<typeof searchTextSchema>;
