/**
 * The answers pages have loaded, by key: the one place a page's first data lives on both sides.
 * - On the server the renderer fills a cache per request (the page's `firstData` queries) before it
 *   renders, and writes it into the HTML as JSON.
 * - In the browser one cache lives for the tab: seeded from that JSON before hydration (so the first
 *   render matches the server's HTML and asks the API nothing), then kept as the shopper moves, so
 *   "back" to a page already loaded (a listing with its Load More pages) shows it at once.
 * Pages read and fill it through `useCachedQuery` and `useQueryCache`, never a module variable, so a
 * server rendering two pages at once keeps them apart.
 */
import { createContext, useContext } from 'react';

/** What a cache writes into the HTML and reads back: answers by key, JSON only. */
export type QueryEntries = Record<string, unknown>;

/** Least recently used answers beyond this many are dropped: a long visit must not grow without bound. */
const MAX_ENTRIES = 60;

export class QueryCache {
  private readonly entries = new Map<string, unknown>();

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get<T>(key: string): T | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key);
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value as T;
  }

  set(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every answer (tests start from an empty tab this way). */
  clear(): void {
    this.entries.clear();
  }

  /** Every answer, for the HTML's data block. */
  dehydrate(): QueryEntries {
    return Object.fromEntries(this.entries);
  }

  /** Takes the answers the server rendered with. */
  hydrate(entries: QueryEntries): void {
    for (const [key, value] of Object.entries(entries)) this.set(key, value);
  }
}

/** The browser tab's cache (the default of the context, so pages need no provider in the browser). */
export const browserQueryCache = new QueryCache();

const QueryCacheContext = createContext<QueryCache>(browserQueryCache);

/** The server renderer gives each request its own cache through this provider. */
export const QueryCacheProvider = QueryCacheContext.Provider;

export function useQueryCache(): QueryCache {
  return useContext(QueryCacheContext);
}
