/**
 * A search as a query over the products' search documents (migration 0001's `search_vector`), built
 * from lexemes PostgreSQL's english configuration gave each word (queries.ts selectSearchWordCandidates),
 * so that one query means the same in SQL (its tsquery text, `$1::tsquery`) and in the search index
 * (search-index.ts). Words are ANDed; each word is an OR of how it may match; a stop word ("the") has no
 * lexeme and drops out, as to_tsquery drops it.
 */

/** Weights as a bit mask, as PostgreSQL keeps them: D = 1, C = 2, B = 4, A = 8; 0 means any. */
export const NAME_AND_KIND = 8 | 4;

export interface SearchOperand {
  lexeme: string;
  /** The lexeme may begin a longer one (`:*`). */
  prefix: boolean;
  /** Only positions of these weights count (NAME_AND_KIND), or any (0). */
  weights: number;
}

/** Every part must match (a word of several lexemes: all of them). */
export interface AllOf {
  all: SearchNode[];
}
/** One of the parts must match (the ways one word may match). */
export interface AnyOf {
  any: SearchNode[];
}
export type SearchNode = SearchOperand | AllOf | AnyOf;

/** How one typed word reads to the catalogue: its lexemes, and the lexemes of the words it likely meant. */
export interface SearchWord {
  lexemes: string[];
  corrections: string[][];
}

/**
 * The search as typed: every word must match (AND), the last one also as a prefix in names, categories,
 * colours and fabrics (weights A, B), because the shopper may still be typing it ("linen dre" finds
 * "Linen Wrap Midi Dress"); in descriptions "dre" would also find "dress it up".
 */
export function exactQuery(words: SearchWord[]): SearchNode | null {
  return allOf(words.map((word, i) => anyOf(asTyped(word, i === words.length - 1))));
}

/**
 * The same search where each word may also be one of the words it likely meant ("blouze" → blouse,
 * blouses), in names, categories, colours and fabrics only.
 */
export function forgivingQuery(words: SearchWord[]): SearchNode | null {
  return allOf(
    words.map((word, i) =>
      anyOf([
        ...asTyped(word, i === words.length - 1),
        ...word.corrections.map((lexemes) => allOf(lexemes.map((lexeme) => operand(lexeme, false, NAME_AND_KIND)))),
      ]),
    ),
  );
}

function asTyped(word: SearchWord, last: boolean): (SearchNode | null)[] {
  const exact = allOf(word.lexemes.map((lexeme) => operand(lexeme, false, 0)));
  if (!last) return [exact];
  return [allOf(word.lexemes.map((lexeme) => operand(lexeme, true, NAME_AND_KIND))), exact];
}

const operand = (lexeme: string, prefix: boolean, weights: number): SearchOperand => ({ lexeme, prefix, weights });

/** Parts that match nothing (a stop word) drop out; one part is itself; none is nothing. */
function allOf(parts: (SearchNode | null)[]): SearchNode | null {
  const kept = parts.filter((part): part is SearchNode => part !== null);
  return kept.length === 0 ? null : kept.length === 1 ? kept[0] : { all: kept };
}
function anyOf(parts: (SearchNode | null)[]): SearchNode | null {
  const kept = parts.filter((part): part is SearchNode => part !== null);
  return kept.length === 0 ? null : kept.length === 1 ? kept[0] : { any: kept };
}

/** The query as tsquery input (`$1::tsquery`): lexemes quoted as they are, no second normalisation. */
export function tsqueryText(node: SearchNode): string {
  if ('all' in node) return node.all.map((part) => `(${tsqueryText(part)})`).join(' & ');
  if ('any' in node) return node.any.map((part) => `(${tsqueryText(part)})`).join(' | ');
  const flags = `${node.prefix ? '*' : ''}${weightLetters(node.weights)}`;
  return `'${node.lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${flags ? `:${flags}` : ''}`;
}

function weightLetters(mask: number): string {
  return ['A', 'B', 'C', 'D'].filter((_letter, i) => mask & (8 >> i)).join('');
}

/**
 * What ranks a match: ts_rank of the forgiving query's lexemes, each once, sorted in PostgreSQL's byte
 * order (as ts_rank sorts and de-duplicates them itself, keeping one of two equal ones; here which one is
 * chosen: a prefix if the lexeme is ever one), ANDed when the query is. Both the SQL form and the index
 * rank with this, so the two agree on every tie.
 */
export interface RankQuery {
  items: { lexeme: string; prefix: boolean }[];
  and: boolean;
}

export function rankQuery(forgiving: SearchNode): RankQuery {
  const prefixes = new Map<string, boolean>();
  const collect = (node: SearchNode): void => {
    if ('all' in node) node.all.forEach(collect);
    else if ('any' in node) node.any.forEach(collect);
    else prefixes.set(node.lexeme, (prefixes.get(node.lexeme) ?? false) || node.prefix);
  };
  collect(forgiving);
  const items = [...prefixes]
    .map(([lexeme, prefix]) => ({ lexeme, prefix }))
    .sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  return { items, and: 'all' in forgiving };
}

export function rankQueryText({ items, and }: RankQuery): string {
  return items.map((item) => tsqueryText(operand(item.lexeme, item.prefix, 0))).join(and ? ' & ' : ' | ');
}

/**
 * PostgreSQL's order of lexemes (tsCompareString): their UTF-8 bytes, a shorter one first on a tie.
 * UTF-8 orders as code points do; JavaScript's `<` compares UTF-16 units, which differs past U+FFFF.
 */
export function compareLexemes(a: string, b: string): number {
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(j)!;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return Buffer.byteLength(a) - Buffer.byteLength(b);
}
