// The collection's state as it appears in the address (?category=dresses&color=red,blue&sort=bestSeller)
// and in browser storage. Pure functions, so the parsing rules are tested without rendering.
import {
  CATEGORIES,
  COLORS,
  FABRICS,
  SIZES,
  SORT_OPTIONS,
  type CategoryFilter,
  type Color,
  type Fabric,
  type ProductFilterQuery,
  type Size,
  type SortKey,
} from 'contracts';

export type CollectionFilters = { colors: Color[]; sizes: Size[]; fabrics: Fabric[]; sort?: SortKey };
export type CollectionAddress = { category: CategoryFilter; filters: CollectionFilters };

export const CATEGORY_STORAGE_KEY = 'vesna:collection-category';
export const FILTERS_STORAGE_KEY = 'vesna:collection-filters';

/** Address keys owned by the collection page; any other key (e.g. utm_*) is left alone. */
const ADDRESS_KEYS = ['category', 'color', 'size', 'fabric', 'sort'] as const;

export const NO_FILTERS: CollectionFilters = { colors: [], sizes: [], fabrics: [] };

const SIZE_VALUES: readonly Size[] = SIZES.map((size) => size.value);
const SORT_VALUES: readonly SortKey[] = SORT_OPTIONS.map((option) => option.value);

function pickList<T extends string>(raw: string | null | undefined, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const wanted = raw.split(',').map((part) => part.trim().toLowerCase());
  // Keep the canonical order of the allowed list so the same selection always gives the same address.
  return allowed.filter((value) => wanted.includes(value));
}

export function parseCategory(raw: string | null | undefined): CategoryFilter {
  const value = raw?.trim().toLowerCase();
  return (CATEGORIES as readonly string[]).includes(value ?? '') ? (value as CategoryFilter) : 'shopAll';
}

export function parseAddress(params: URLSearchParams): CollectionAddress {
  const sort = params.get('sort');
  return {
    category: parseCategory(params.get('category')),
    filters: {
      colors: pickList(params.get('color'), COLORS),
      sizes: pickList(params.get('size'), SIZE_VALUES),
      fabrics: pickList(params.get('fabric'), FABRICS),
      ...(sort && (SORT_VALUES as readonly string[]).includes(sort) ? { sort: sort as SortKey } : {}),
    },
  };
}

/** A copy of `params` showing `address`; shop all and empty filters leave their keys out. */
export function applyAddress(params: URLSearchParams, address: CollectionAddress): URLSearchParams {
  const next = new URLSearchParams(params);
  ADDRESS_KEYS.forEach((key) => next.delete(key));
  const { category, filters } = address;
  if (category !== 'shopAll') next.set('category', category);
  if (filters.colors.length) next.set('color', filters.colors.join(','));
  if (filters.sizes.length) next.set('size', filters.sizes.join(','));
  if (filters.fabrics.length) next.set('fabric', filters.fabrics.join(','));
  if (filters.sort) next.set('sort', filters.sort);
  return next;
}

export function addressKey(address: CollectionAddress): string {
  return applyAddress(new URLSearchParams(), address).toString();
}

export function countFilters(filters: CollectionFilters): number {
  return filters.colors.length + filters.sizes.length + filters.fabrics.length + (filters.sort ? 1 : 0);
}

/** What the grid asks for; useProductListing adds perPage and startPage. */
export type ListingQuery = Omit<ProductFilterQuery, 'perPage' | 'startPage'>;

/** The request for the grid: category is omitted for shop all (spec section 7). */
export function toProductQuery(address: CollectionAddress): ListingQuery {
  const { category, filters } = address;
  return {
    ...(category !== 'shopAll' ? { category } : {}),
    ...(filters.colors.length ? { color: filters.colors } : {}),
    ...(filters.sizes.length ? { size: filters.sizes } : {}),
    ...(filters.fabrics.length ? { fabric: filters.fabrics } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is a convenience; the address stays the source of truth.
  }
}

/**
 * Mirrors the shown choice into browser storage (spec section 2: "kept in the address and in browser
 * storage"). Storage is written, never read back into a bare /collection: an address without collection
 * keys means shop all with no filters (spec section 4, "An empty query resets filters and category"), so
 * "See All" and the header's Collection link always open everything. A filtered view comes back through
 * its own address (Back, a bookmark, a shared link).
 */
export function storeAddress(address: CollectionAddress): void {
  writeStorage(CATEGORY_STORAGE_KEY, address.category);
  writeStorage(FILTERS_STORAGE_KEY, addressKey({ category: 'shopAll', filters: address.filters }));
}
