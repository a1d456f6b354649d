import { keptAnswer, keptAnswerBytes, type KeptAnswer } from '../plugins/kept-answer';

/**
 * The API process's cache of whole pages as sent: the HTML of a healthy public page (every region rendered,
 * every section's data there), kept by a key that names everything the bytes depend on (page-cache-key.ts).
 * - Fresh for `freshMs`; then served stale for up to `staleMs` more while one re-render replaces it (the
 *   caller's `coalesce`), so a page that depends on the date (Modiweek's today) moves on its own.
 * - A catalogue change (catalogueChanged, from the catalogue announcements every process hears) outdates
 *   every entry at once: an outdated entry is served only while its re-render runs and for `changeGraceMs`
 *   at most, so every process serves the new catalogue within a second; a page rendered from answers read
 *   before the change is never stored (`begin` / `store`).
 * - Bounded by bytes (least recently used first); concurrent misses of one key render once (`coalesce`).
 */
export interface HtmlCacheOptions {
  /** HTML_CACHE_MAX_BYTES: default 32 MiB. 0 keeps nothing. */
  maxBytes?: number;
  /** HTML_CACHE_FRESH_MS: default 60 s. */
  freshMs?: number;
  /** HTML_CACHE_STALE_MS: how long past freshness an entry is still served while it re-renders; default 300 s. */
  staleMs?: number;
  /** After a catalogue change, how long an outdated entry may still be served while it re-renders; default 750 ms. */
  changeGraceMs?: number;
  now?: () => number;
}

export interface CachedPage {
  answer: KeptAnswer;
  status: number;
  storedAt: number;
  generation: number;
}

export type PageLookup = { page: CachedPage; state: 'fresh' | 'stale' } | undefined;

export const DEFAULT_HTML_CACHE_BYTES = 32 * 1024 * 1024;

export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private generation = 0;
  private changedAt = Number.NEGATIVE_INFINITY;
  private readonly maxBytes: number;
  private readonly freshMs: number;
  private readonly staleMs: number;
  private readonly changeGraceMs: number;
  private readonly now: () => number;

  constructor(options: HtmlCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_HTML_CACHE_BYTES;
    this.freshMs = options.freshMs ?? 60_000;
    this.staleMs = options.staleMs ?? 300_000;
    this.changeGraceMs = options.changeGraceMs ?? 750;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  /** The generation to hand back to `store` with a page rendered from now on. */
  begin(): number {
    return this.generation;
  }

  /** The catalogue changed: every entry is outdated, and no page rendered before now is stored. */
  catalogueChanged(): void {
    this.generation += 1;
    this.changedAt = this.now();
  }

  /** Forgets every page (announcements lost: nothing may be served from memory until they are back). */
  clear(): void {
    this.generation += 1;
    this.changedAt = Number.NEGATIVE_INFINITY;
    this.entries.clear();
    this.bytes = 0;
  }

  lookup(key: string): PageLookup {
    const page = this.entries.get(key);
    if (!page) return undefined;
    const now = this.now();
    if (page.generation !== this.generation) {
      // Rendered before the catalogue changed: only while its re-render runs, and only for a moment.
      if (now - this.changedAt < this.changeGraceMs) return { page, state: 'stale' };
      this.remove(key, page);
      return undefined;
    }
    const age = now - page.storedAt;
    if (age >= this.freshMs + this.staleMs) {
      this.remove(key, page);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, page);
    return { page, state: age < this.freshMs ? 'fresh' : 'stale' };
  }

  /** Keeps a healthy page rendered in `generation`; false (not kept) when the catalogue changed meanwhile. */
  store(key: string, html: string, status: number, generation: number): CachedPage | null {
    if (generation !== this.generation || this.maxBytes <= 0) return null;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const page: CachedPage = { answer: keptAnswer(html), status, storedAt: this.now(), generation };
    this.entries.set(key, page);
    this.bytes += keptAnswerBytes(page.answer);
    for (const [oldKey, oldPage] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldKey, oldPage);
    }
    return this.entries.has(key) ? page : null;
  }

  /**
   * The answer of `produce` for `key`, shared by every caller that asks while it runs: twenty visitors
   * missing one page at once cost one render.
   */
  coalesce<T>(key: string, produce: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const produced = produce().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, produced);
    return produced;
  }

  private remove(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.bytes -= keptAnswerBytes(page.answer);
  }
}
