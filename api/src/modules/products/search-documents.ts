import { packPosition } from './search-rank';
import { compareLexemes } from './search-query';

/**
 * Many products' search documents (tsvectors) in a few flat arrays: product p's entries are
 * productStarts[p] up to productStarts[p + 1], entry e's lexeme is `lexicon[entryLexemes[e]]` and its
 * positions are positions[entryStarts[e]] up to positions[entryStarts[e + 1]], packed as PostgreSQL packs
 * them (search-rank.ts packPosition). Lexemes are numbered in PostgreSQL's order (compareLexemes), so
 * each product's entries, kept in the tsvector's order, have ascending numbers. Flat because at 10,000
 * products there are 320,000 entries: an array each made the index five times larger and slower to build.
 */
export interface SearchDocuments {
  lexicon: string[];
  productStarts: Int32Array;
  entryLexemes: Int32Array;
  entryStarts: Int32Array;
  positions: Int32Array;
}

const QUOTE = 39; // '
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const SPACE = 32;
/** A, B, C, D as PostgreSQL's weight numbers. */
const WEIGHT_OF_CODE: Record<number, number> = { 65: 3, 66: 2, 67: 1, 68: 0 };

/** Parses documents as `search_vector::text` prints them: `'lexeme':1A,7B,12 'other':3` ... */
export function parseSearchDocuments(documents: string[]): SearchDocuments {
  const numbers = new Map<string, number>();
  const lexemes = new Growable();
  const entryStarts = new Growable();
  const positions = new Growable();
  const productStarts = new Int32Array(documents.length + 1);

  documents.forEach((text, product) => {
    productStarts[product] = lexemes.length;
    let at = 0;
    while (at < text.length) {
      if (text.charCodeAt(at) === SPACE) {
        at += 1;
        continue;
      }
      // A quoted lexeme: a quote inside is doubled, a backslash escapes the next character.
      let lexeme = '';
      let from = (at += 1);
      for (;;) {
        const code = text.charCodeAt(at);
        if (code === BACKSLASH) {
          lexeme += text.slice(from, at);
          from = at + 1;
          at += 2;
        } else if (code === QUOTE && text.charCodeAt(at + 1) === QUOTE) {
          lexeme += text.slice(from, at + 1);
          from = at += 2;
        } else if (code === QUOTE) {
          lexeme += text.slice(from, at);
          at += 1;
          break;
        } else at += 1;
      }
      let n = numbers.get(lexeme);
      if (n === undefined) numbers.set(lexeme, (n = numbers.size));
      lexemes.push(n);
      entryStarts.push(positions.length);
      if (text.charCodeAt(at) !== COLON) continue;
      // Positions: digits, then a weight letter unless D.
      do {
        at += 1;
        let position = 0;
        let code = text.charCodeAt(at);
        while (code >= 48 && code <= 57) {
          position = position * 10 + (code - 48);
          code = text.charCodeAt((at += 1));
        }
        const weight = WEIGHT_OF_CODE[code];
        if (weight !== undefined) at += 1;
        positions.push(packPosition(position, weight ?? 0));
      } while (text.charCodeAt(at) === COMMA);
    }
  });
  productStarts[documents.length] = lexemes.length;
  entryStarts.push(positions.length);

  // Number the lexemes in PostgreSQL's order instead of the order first met.
  const lexicon = [...numbers.keys()].sort(compareLexemes);
  const renumbered = new Int32Array(lexicon.length);
  lexicon.forEach((lexeme, n) => (renumbered[numbers.get(lexeme)!] = n));
  const parsed = {
    lexicon,
    productStarts,
    entryLexemes: lexemes.toArray().map((n) => renumbered[n]),
    entryStarts: entryStarts.toArray(),
    positions: positions.toArray(),
  };
  for (let product = 0; product < documents.length; product += 1) inLexiconOrder(parsed, product);
  return parsed;
}

/**
 * PostgreSQL keeps a tsvector's entries in this order already; should its order ever differ from
 * compareLexemes' (a database not in UTF-8), the product's entries are sorted here, since the index
 * looks them up by halving.
 */
function inLexiconOrder(documents: SearchDocuments, product: number): void {
  const { productStarts, entryLexemes, entryStarts, positions } = documents;
  const from = productStarts[product];
  const to = productStarts[product + 1];
  let ordered = true;
  for (let e = from + 1; e < to && ordered; e += 1) ordered = entryLexemes[e - 1] < entryLexemes[e];
  if (ordered) return;
  const entries = Array.from({ length: to - from }, (_, i) => ({
    lexeme: entryLexemes[from + i],
    positions: positions.slice(entryStarts[from + i], entryStarts[from + i + 1]),
  })).sort((a, b) => a.lexeme - b.lexeme);
  let at = entryStarts[from];
  entries.forEach((entry, i) => {
    entryLexemes[from + i] = entry.lexeme;
    entryStarts[from + i] = at;
    positions.set(entry.positions, at);
    at += entry.positions.length;
  });
}

/** An Int32Array that grows as it is filled. */
class Growable {
  private values = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const larger = new Int32Array(this.values.length * 2);
      larger.set(this.values);
      this.values = larger;
    }
    this.values[this.length++] = value;
  }

  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}
