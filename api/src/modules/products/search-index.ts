import type { ProductSummary } from 'contracts';
import { parseSearchDocuments, type SearchDocuments } from './search-documents';
import { tsRank } from './search-rank';
import { compareLexemes, tsqueryText, type RankQuery, type SearchNode } from './search-query';

/** A product as search results show it, its tie-breaker, and its search document as PostgreSQL prints it. */
export interface SearchDocumentRow extends ProductSummary {
  bestSellerRank: number;
  /** `search_vector::text` */
  document: string;
}

/** A set of products as bits (bit i: the i-th product in catalogue order). */
type Bits = Uint32Array;

/**
 * The products' search documents (tsvectors) in this process's memory, with posting lists: for each
 * lexeme, the products that have it and in which weights. A search that the read cache has not seen is
 * answered here without SQL, exactly as the SQL form would (search-index.test.ts): the forgiving query's
 * matches, those matching the query as typed first, then by ts_rank (search-rank.ts), then best sellers,
 * then id. At 10,000 products the SQL form cost 0.5 ms of PostgreSQL time a search on average and 5-8 ms
 * for a common word (every product read and ranked); with 50 shoppers at once on two cores that queue
 * was most of a search's time. Built from one query, and again after a change of what search reads
 * (service.ts readySearchIndex, migration 0012): not after a purchase.
 */
export class SearchIndex {
  private readonly summaries: ProductSummary[];
  private readonly bestSellerRanks: Int32Array;
  private readonly documents: SearchDocuments;
  private readonly lexemeNumbers = new Map<string, number>();
  /** Per lexeme n: products postingProducts[postingStarts[n]...], with the weights it has in each (A = 8). */
  private readonly postingStarts: Int32Array;
  private readonly postingProducts: Int32Array;
  private readonly postingWeights: Uint8Array;
  private readonly words: number;
  /** A word's matches, kept: shoppers' texts are new combinations of words already asked. */
  private readonly kept = new Map<string, Bits>();

  constructor(rows: SearchDocumentRow[]) {
    const catalogue = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.summaries = catalogue.map(({ bestSellerRank: _rank, document: _document, ...summary }) => summary);
    this.bestSellerRanks = Int32Array.from(catalogue, (row) => row.bestSellerRank);
    this.documents = parseSearchDocuments(catalogue.map((row) => row.document));
    this.words = Math.ceil(catalogue.length / 32);
    const { lexicon, productStarts, entryLexemes, entryStarts, positions } = this.documents;
    lexicon.forEach((lexeme, n) => this.lexemeNumbers.set(lexeme, n));

    // Postings in two passes: count each lexeme's products, then fill them in product order.
    this.postingStarts = new Int32Array(lexicon.length + 1);
    for (const n of entryLexemes) this.postingStarts[n + 1] += 1;
    for (let n = 0; n < lexicon.length; n += 1) this.postingStarts[n + 1] += this.postingStarts[n];
    this.postingProducts = new Int32Array(entryLexemes.length);
    this.postingWeights = new Uint8Array(entryLexemes.length);
    const filled = this.postingStarts.slice(0, lexicon.length);
    for (let product = 0; product < catalogue.length; product += 1) {
      for (let e = productStarts[product]; e < productStarts[product + 1]; e += 1) {
        let weights = 0;
        for (let at = entryStarts[e]; at < entryStarts[e + 1]; at += 1) weights |= 1 << (positions[at] & 3);
        const slot = filled[entryLexemes[e]]++;
        this.postingProducts[slot] = product;
        this.postingWeights[slot] = weights;
      }
    }
  }

  get size(): number {
    return this.summaries.length;
  }

  /**
   * The first `limit` products matching `forgiving`, in the SQL form's order: matching `exact` first,
   * then by ts_rank of `rank`, best seller rank, id.
   */
  search(exact: SearchNode, forgiving: SearchNode, rank: RankQuery, limit: number): ProductSummary[] {
    const exactMatches = this.matching(exact);
    // Enough products match as typed: no correction can reach the page, so only those are ranked.
    const candidates = countBits(exactMatches) >= limit ? exactMatches : this.matching(forgiving);
    const ranges = rank.items.map((item) => this.lexemeRange(item.lexeme, item.prefix));
    const { positions, entryStarts } = this.documents;
    const matches = { positions, starts: entryStarts, spans: new Int32Array(2 * ranges.length), items: ranges.length };
    const best: Candidate[] = [];
    for (let w = 0; w < this.words; w += 1) {
      let bits = candidates[w];
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        const product = w * 32 + bit;
        for (let i = 0; i < ranges.length; i += 1) this.findEntries(product, ranges[i], matches.spans, i);
        const isExact = (exactMatches[w] & (1 << bit)) !== 0;
        const score = tsRank(matches, rank.and);
        if (best.length === limit && this.compare(product, isExact, score, best[limit - 1]) >= 0) continue;
        // A short sorted list: the place of the newcomer, found from the end.
        let at = best.length;
        while (at > 0 && this.compare(product, isExact, score, best[at - 1]) < 0) at -= 1;
        best.splice(at, 0, { product, exact: isExact, rank: score });
        if (best.length > limit) best.pop();
      }
    }
    return best.map((candidate) => this.summaries[candidate.product]);
  }

  /** A product (its exactness and rank) against a kept candidate, in the SQL form's order. */
  private compare(product: number, exact: boolean, rank: number, b: Candidate): number {
    if (exact !== b.exact) return exact ? -1 : 1;
    if (rank !== b.rank) return b.rank - rank;
    const bySeller = this.bestSellerRanks[product] - this.bestSellerRanks[b.product];
    // Products are numbered in id order: the lower number is the lower id.
    return bySeller !== 0 ? bySeller : product - b.product;
  }

  /**
   * The products a query matches, as PostgreSQL's `@@` decides. A word's matches (an operand, or the
   * ways one word may match) are kept: shoppers' texts are new combinations of words already asked.
   */
  private matching(node: SearchNode): Bits {
    if ('all' in node) {
      const result = new Uint32Array(this.words).fill(0xffffffff);
      for (const part of node.all) {
        const bits = this.matching(part);
        for (let w = 0; w < this.words; w += 1) result[w] &= bits[w];
      }
      return result;
    }
    const key = tsqueryText(node);
    let result = this.kept.get(key);
    if (result) return result;
    result = new Uint32Array(this.words);
    if ('any' in node) {
      for (const part of node.any) {
        const bits = this.matching(part);
        for (let w = 0; w < this.words; w += 1) result[w] |= bits[w];
      }
    } else {
      const [from, to] = this.lexemeRange(node.lexeme, node.prefix);
      const { postingProducts: products, postingWeights: weights } = this;
      for (let j = this.postingStarts[from]; j < this.postingStarts[to]; j += 1) {
        if (node.weights !== 0 && (weights[j] & node.weights) === 0) continue;
        result[products[j] >>> 5] |= 1 << (products[j] & 31);
      }
    }
    if (this.kept.size >= MAX_KEPT_MATCHES) this.kept.clear();
    this.kept.set(key, result);
    return result;
  }

  /** The lexeme numbers an item finds: [n, n + 1) for a lexeme, every lexeme it begins for a prefix. */
  private lexemeRange(lexeme: string, prefix: boolean): [number, number] {
    if (!prefix) {
      const n = this.lexemeNumbers.get(lexeme);
      return n === undefined ? [0, 0] : [n, n + 1];
    }
    const { lexicon } = this.documents;
    let low = 0;
    let high = lexicon.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLexemes(lexicon[middle], lexeme) < 0) low = middle + 1;
      else high = middle;
    }
    let to = low;
    while (to < lexicon.length && lexicon[to].startsWith(lexeme)) to += 1;
    return [low, to];
  }

  /** Writes into spans[2i], spans[2i + 1] which of a product's entries have lexeme numbers in `range`. */
  private findEntries(product: number, [from, to]: [number, number], spans: Int32Array, i: number): void {
    const { entryLexemes, productStarts } = this.documents;
    let low = productStarts[product];
    let high = productStarts[product + 1];
    const last = high;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (entryLexemes[middle] < from) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < last && entryLexemes[end] < to) end += 1;
    spans[2 * i] = low;
    spans[2 * i + 1] = end;
  }
}

interface Candidate {
  product: number;
  exact: boolean;
  rank: number;
}

/** Matches of a word kept per index: at 10,000 products 1.25 KB each, so at most 12.5 MB. */
const MAX_KEPT_MATCHES = 10_000;

function countBits(bits: Bits): number {
  let count = 0;
  for (let w = 0; w < bits.length; w += 1) {
    let v = bits[w];
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}
