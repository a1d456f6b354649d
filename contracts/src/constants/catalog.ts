import type { Category, CategoryFilter, Color, Fabric, Size, SortKey } from '../types/catalog';

/** Products per listing page; the client infers "no more pages" when fewer come back. */
export const PAGE_SIZE = 6;
/** Listing pages are numbered from 1. */
export const FIRST_PAGE = 1;
/** Largest page size a listing takes (GET /products/filter's perPage). */
export const MAX_PER_PAGE = 48;
/** Last listing page asked for: deep enough for any catalogue Load More can walk, bounded for the database. */
export const MAX_START_PAGE = 10_000;
/** Longest search text (POST /products/search); the search field takes no more. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** Categories in collection-tab order. */
export const CATEGORIES: readonly Category[] = ['dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts'];

/** Collection tabs: "shop all" first (the default), then every category. Labels are lower-case as shown. */
export const CATEGORY_TABS: readonly { value: CategoryFilter; label: string }[] = [
  { value: 'shopAll', label: 'shop all' },
  ...CATEGORIES.map((category) => ({ value: category, label: category })),
];

export const SIZES: readonly { value: Size; label: string; usRange: string }[] = [
  { value: 's', label: 'S', usRange: 'US 0-4' },
  { value: 'm', label: 'M', usRange: 'US 6-10' },
  { value: 'l', label: 'L', usRange: 'US 10-14' },
  { value: '1x', label: '1X', usRange: 'US 16-18' },
  { value: '2x', label: '2X', usRange: 'US 20-22' },
  { value: '3x', label: '3X', usRange: 'US 24-26' },
];

/** What a size is called where shoppers and staff read it ("M", "1X"); an unknown value in upper case. */
export const sizeLabel = (size: string): string =>
  SIZES.find((entry) => entry.value === size)?.label ?? size.toUpperCase();

export const COLORS: readonly Color[] = [
  'blue',
  'black',
  'red',
  'white',
  'beige',
  'green',
  'orange',
  'gray',
  'purple',
  'brown',
];

export const FABRICS: readonly Fabric[] = ['cotton', 'linen', 'silk', 'lace', 'chiffon', 'denim'];

/** Sort choices of the filter panel. '+price' is high to low: the API's inherited convention. */
export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: '+price', label: 'Price: high to low' },
  { value: '-price', label: 'Price: low to high' },
  { value: 'bestSeller', label: 'Bestsellers' },
];
