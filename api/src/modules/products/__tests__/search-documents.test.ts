import { parseSearchDocuments } from '../search-documents';
import { packPosition } from '../search-rank';
import { compareLexemes } from '../search-query';

/** The search index reads tsvectors as PostgreSQL prints them (`search_vector::text`). */
describe('parseSearchDocuments', () => {
  const entriesOf = (documents: ReturnType<typeof parseSearchDocuments>, product: number) => {
    const { lexicon, productStarts, entryLexemes, entryStarts, positions } = documents;
    const entries: [string, number[]][] = [];
    for (let e = productStarts[product]; e < productStarts[product + 1]; e += 1)
      entries.push([lexicon[entryLexemes[e]], [...positions.slice(entryStarts[e], entryStarts[e + 1])]]);
    return entries;
  };

  it('reads lexemes with doubled quotes and escaped backslashes, positions and weights (none is D)', () => {
    const documents = parseSearchDocuments([
      String.raw`'back\\slash':4C 'dress':1A,7B,12 'it''s':3A 'plain'`,
      `'dress':2 'linen':1A`,
    ]);
    expect(entriesOf(documents, 0)).toEqual([
      ['back\\slash', [packPosition(4, 1)]],
      ['dress', [packPosition(1, 3), packPosition(7, 2), packPosition(12, 0)]],
      ["it's", [packPosition(3, 3)]],
      ['plain', []],
    ]);
    expect(entriesOf(documents, 1)).toEqual([
      ['dress', [packPosition(2, 0)]],
      ['linen', [packPosition(1, 3)]],
    ]);
    expect(documents.lexicon).toEqual(['back\\slash', 'dress', "it's", 'linen', 'plain']);
  });

  it("numbers lexemes in PostgreSQL's byte order and puts a document's entries in that order", () => {
    // Out of order, as a database in another encoding might print them.
    const documents = parseSearchDocuments([`'zebra':1 'apple':2,3B '😀':4 'ｚ':5`]);
    expect(entriesOf(documents, 0).map(([lexeme]) => lexeme)).toEqual(['apple', 'zebra', 'ｚ', '😀']);
    expect(entriesOf(documents, 0)[0]).toEqual(['apple', [packPosition(2, 0), packPosition(3, 2)]]);
  });

  it('compares as UTF-8 bytes do: a shorter lexeme first, code points past U+FFFF last', () => {
    expect(compareLexemes('dress', 'dresses')).toBeLessThan(0);
    expect(compareLexemes('ｚ', '😀')).toBeLessThan(0); // '😀' < 'ｚ' in UTF-16 units
    expect(compareLexemes('linen', 'linen')).toBe(0);
  });
});
