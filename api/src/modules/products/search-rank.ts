/**
 * PostgreSQL's `ts_rank(vector, query)` (src/backend/utils/adt/tsrank.c, default weights, no
 * normalisation), step for step, so that the search index (search-index.ts) ranks exactly as the SQL
 * form (queries.ts searchProductSummaries) does: the same float4 values, hence the same ties and the same
 * order. PostgreSQL computes in C `float` (32 bits) where its code says float and in double where a double
 * constant or a double function joins in; Math.fround rounds where the C code stores or computes a float.
 * Its two quirks are kept as they are: a prefix item's positions are those of the last entry it found
 * when later items pair with it (calc_rank_and), and one AND item alone ranks as OR.
 * search-index.test.ts compares the two on a generated catalogue.
 */

const f32 = Math.fround;

/** D, C, B, A: a position's weight (its two low bits in a packed position) picks one. */
const WEIGHTS = [f32(0.1), f32(0.2), f32(0.4), 1];

/** A position packed as PostgreSQL's WordEntryPos: position << 2 | weight (A = 3 ... D = 0). */
export const packPosition = (position: number, weight: number): number => (position << 2) | weight;
const positionOf = (packed: number): number => packed >>> 2;
const weightOf = (packed: number): number => WEIGHTS[packed & 3];

/**
 * Where a document's entries matched each query item: for item i, entries spans[2i] up to spans[2i + 1]
 * (exclusive; equal when it found none), in tsvector order; entry e's positions are positions[starts[e]]
 * up to positions[starts[e + 1]] (search-documents.ts). Numbers, not arrays: a search ranks thousands of
 * documents, and allocating for each one cost more than ranking it.
 */
export interface DocumentMatches {
  positions: Int32Array;
  starts: Int32Array;
  spans: Int32Array;
  /** The query's items (sorted, unique). */
  items: number;
}

/** tsrank.c word_distance (float4 from a double expression), for every distance it does not cut off. */
const WORD_DISTANCE = Float64Array.from({ length: 101 }, (_, distance) =>
  f32(1.0 / (1.005 + 0.05 * Math.exp(f32(distance) / 1.5 - 2))),
);
const wordDistance = (distance: number): number => (distance > 100 ? f32(1e-30) : WORD_DISTANCE[distance]);

/** tsrank.c calc_rank_or. */
function rankOr({ positions, starts, spans, items }: DocumentMatches): number {
  let res = 0;
  for (let i = 0; i < items; i += 1) {
    for (let e = spans[2 * i]; e < spans[2 * i + 1]; e += 1) {
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let at = starts[e], j = 0; at < starts[e + 1]; at += 1, j += 1) {
        const weight = weightOf(positions[at]);
        resj = f32(resj + f32(weight / ((j + 1) * (j + 1))));
        if (weight > wjm) {
          wjm = weight;
          jm = j;
        }
      }
      const item = f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))));
      res = f32(res + item / 1.64493406685);
    }
  }
  return items > 0 ? f32(res / items) : res;
}

/** The entry each item found last (calc_rank_and's `pos`), reused: ranking is synchronous. */
let lastFound = new Int32Array(16);

/** tsrank.c calc_rank_and: every pair of positions of two different items, closer pairs weighing more. */
function rankAnd(matches: DocumentMatches): number {
  const { positions, starts, spans, items } = matches;
  if (items < 2) return rankOr(matches);
  if (lastFound.length < items) lastFound = new Int32Array(items);
  lastFound.fill(-1, 0, items);
  let res = -1;
  for (let i = 0; i < items; i += 1) {
    for (let e = spans[2 * i]; e < spans[2 * i + 1]; e += 1) {
      lastFound[i] = e;
      for (let k = 0; k < i; k += 1) {
        const other = lastFound[k];
        if (other < 0) continue;
        for (let l = starts[e]; l < starts[e + 1]; l += 1) {
          for (let p = starts[other]; p < starts[other + 1]; p += 1) {
            // Two entries at one position never pair (every entry here has positions).
            const distance = Math.abs(positionOf(positions[l]) - positionOf(positions[p]));
            if (distance === 0) continue;
            const curw = f32(
              Math.sqrt(f32(f32(weightOf(positions[l]) * weightOf(positions[p])) * wordDistance(distance))),
            );
            res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** ts_rank of a document. `and`: the query's top operator is AND. */
export function tsRank(matches: DocumentMatches, and: boolean): number {
  if (matches.items === 0) return 0;
  const res = and ? rankAnd(matches) : rankOr(matches);
  return res < 0 ? f32(1e-20) : res;
}
