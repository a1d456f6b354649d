import type { Queryable } from '../../db/database';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache';
import { selectCode, type DiscountCodeRow } from './queries';

/** How the quote reads a code by its text: from the database, or from this process's memory (below). */
export type CodeReader = (db: Queryable, code: string) => Promise<DiscountCodeRow | null>;

/** Codes kept at most (unknown ones too: a shopper's typo answers from memory the second time). */
const MAX_CODES = 1000;

/**
 * The API process's discount codes as the quote reads them, so a quote with a code costs no more queries than one
 * without (issue 34: at most 1.2x). Dropped with the catalogue cache: migration 0026 makes every write to
 * discount_codes (a staff edit or deactivation, a use taken or given back, psql) a catalogue change, announced
 * to every process of the schema when it commits (catalogue-announcements.ts). The purchase never reads from
 * here: it reads the code in its own transaction, and the conditional UPDATE that takes a use is the truth.
 */
export class DiscountCodeCache {
  /** Reads under way are kept too: a drop clears them, so a read begun before a change is never kept after it. */
  private readonly codes = new Map<string, Promise<DiscountCodeRow | null>>();

  constructor(private readonly catalogue: CatalogueCache) {
    catalogue.onDrop(() => this.drop());
  }

  get size(): number {
    return this.codes.size;
  }

  /** The CodeReader of the quote route. */
  readonly read: CodeReader = (db, code) => {
    // Announcements may be missed (the LISTEN connection is down): every quote reads the database.
    if (!this.catalogue.isListening) return selectCode(db, code);
    const kept = this.codes.get(code);
    if (kept) return kept;
    const reading = selectCode(db, code).then((row) => (row ? Object.freeze(row) : null));
    this.codes.set(code, reading);
    reading.catch(() => {
      if (this.codes.get(code) === reading) this.codes.delete(code);
    });
    // Oldest first (Map keeps insertion order).
    if (this.codes.size > MAX_CODES) this.codes.delete(this.codes.keys().next().value!);
    return reading;
  };

  /**
   * Forgets every code. Called on every catalogue drop, and by the staff routes once their write has committed:
   * on PostgreSQL the announcement reaches this process a moment after the answer, and the member's next quote
   * must see her edit.
   */
  drop(): void {
    this.codes.clear();
  }
}
