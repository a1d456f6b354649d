import type { ProductFilter } from './filter-query';

/** What a listing filters and sorts on, one row per product (queries.ts selectListingRows). */
export interface ListingRow {
  id: string;
  category: string;
  price: number;
  bestSellerRank: number;
  isNew: boolean;
  plusSize: boolean;
  fabric: string;
  stockKeys: string[];
}

type Order = 'id' | '+price' | '-price' | 'bestSeller';

/** A set of products as bits (bit i: the i-th product in catalogue order). */
type Bits = Uint32Array;

/**
 * The catalogue's listing columns in this process's memory: each order a listing offers, sorted once,
 * and each filter value (a category, a fabric, a stock key, new, plus size) as a set of bits. A page is
 * the walk of one order through the filter's bits (AND across keys, OR within a list), stopped after
 * the page: no SQL at all. At 10,000 products a miss of the read cache cost 3-4 ms of PostgreSQL time
 * (walking an index past the rows OFFSET skips and the rows a filter refuses, with a heap visit each);
 * here it costs some microseconds. Built from one query (about 10,000 short rows) after every catalogue
 * change, through CatalogueCache.memo. The order and the filters are exactly those of
 * selectFilteredProducts (the SQL form, still used for random picks and when the cache cannot hear
 * announcements); generated-catalogue.test.ts checks the two against each other.
 */
export class ListingIndex {
  private readonly ids: string[];
  private readonly orders: Record<Order, Int32Array>;
  private readonly sets = new Map<string, Bits>();
  private readonly words: number;

  constructor(rows: ListingRow[]) {
    const catalogue = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.ids = catalogue.map((row) => row.id);
    this.words = Math.ceil(catalogue.length / 32);
    const positions = catalogue.map((_, i) => i);
    // Ties keep catalogue order (Array.prototype.sort is stable), as ORDER BY price, id does.
    const sorted = (compare: (a: ListingRow, b: ListingRow) => number) =>
      Int32Array.from([...positions].sort((a, b) => compare(catalogue[a], catalogue[b])));
    this.orders = {
      id: Int32Array.from(positions),
      '+price': sorted((a, b) => b.price - a.price),
      '-price': sorted((a, b) => a.price - b.price),
      bestSeller: sorted((a, b) => a.bestSellerRank - b.bestSellerRank),
    };
    catalogue.forEach((row, i) => {
      const marks = [`category:${row.category}`, `fabric:${row.fabric}`, ...row.stockKeys.map((key) => `stock:${key}`)];
      if (row.isNew) marks.push('new');
      if (row.plusSize) marks.push('plusSize');
      for (const mark of marks) this.bitsOf(mark, true)[i >>> 5] |= 1 << (i & 31);
    });
  }

  get size(): number {
    return this.ids.length;
  }

  /** The ids of one page of `filter` (without `random`, which stays in SQL), in listing order. */
  pageIds(filter: ProductFilter): string[] {
    const groups: string[][] = [];
    if (filter.category !== undefined) groups.push([`category:${filter.category}`]);
    if (filter.new) groups.push(['new']);
    if (filter.plusSize) groups.push(['plusSize']);
    if (filter.fabric.length > 0) groups.push(filter.fabric.map((fabric) => `fabric:${fabric}`));
    const keys = stockKeysOf(filter);
    if (keys.length > 0) groups.push(keys.map((key) => `stock:${key}`));
    const wanted = groups.length > 0 ? this.matching(groups) : null;

    let skip = (filter.startPage - 1) * filter.perPage;
    const ids: string[] = [];
    for (const i of this.orders[filter.sort ?? 'id']) {
      if (wanted !== null && (wanted[i >>> 5] & (1 << (i & 31))) === 0) continue;
      if (skip > 0) skip -= 1;
      else if (ids.push(this.ids[i]) === filter.perPage) break;
    }
    return ids;
  }

  /** Products in every group, each group being one of its marks. */
  private matching(groups: string[][]): Bits {
    const result = new Uint32Array(this.words).fill(0xffffffff);
    const any = new Uint32Array(this.words);
    for (const marks of groups) {
      any.fill(0);
      for (const mark of marks) {
        const bits = this.bitsOf(mark, false);
        if (bits) for (let w = 0; w < this.words; w += 1) any[w] |= bits[w];
      }
      for (let w = 0; w < this.words; w += 1) result[w] &= any[w];
    }
    return result;
  }

  private bitsOf(mark: string, create: true): Bits;
  private bitsOf(mark: string, create: false): Bits | undefined;
  private bitsOf(mark: string, create: boolean): Bits | undefined {
    let bits = this.sets.get(mark);
    if (!bits && create) this.sets.set(mark, (bits = new Uint32Array(this.words)));
    return bits;
  }
}

/**
 * The `stock_keys` a product needs one of (migration 0010): colour and size together mean one variant
 * in that colour with that size in stock; either alone, a variant in that colour or a size in stock.
 */
export function stockKeysOf(filter: Pick<ProductFilter, 'color' | 'size'>): string[] {
  if (filter.color.length > 0 && filter.size.length > 0)
    return filter.color.flatMap((c) => filter.size.map((size) => `cs:${c}:${size}`));
  if (filter.color.length > 0) return filter.color.map((c) => `c:${c}`);
  return filter.size.map((size) => `s:${size}`);
}
