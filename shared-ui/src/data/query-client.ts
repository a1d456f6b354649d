/**
 * The shop's one data layer: TanStack Query, kept inside shared-ui/state (a singleton, like jotai), so every
 * remote reads and changes data through the same client and only the parts of the library the shop uses
 * are shipped. Remotes import `useQuery`, `useInfiniteQuery` and `useQueryClient` from shared-ui/state, never
 * from '@tanstack/react-query' (ESLint refuses it): these bind the client below. A change (a save, a
 * purchase) is an API call followed by `setQueryData` or `invalidateQueries` on what it changed; the
 * library's useMutation is left out, and the browser builds carry an empty mutation cache
 * (config/tanstack/no-mutation-cache.mjs).
 * - On the server the renderer gives each request its own client (`QueryClientProvider`), fills it with the
 *   page's first data, and writes it into the HTML with `dehydrateQueries` (the kit's: the
 *   browser never needs it).
 * - In the browser one client lives for the tab: seeded from that JSON before hydration (`hydrateQueries`,
 *   so the first render matches the server's HTML and asks the API nothing), then kept as the shopper
 *   moves, so "back" to a page already loaded (a listing with its Load More pages) shows it at once.
 */
import { createContext, useContext } from 'react';
import {
  QueryClient,
  hydrate,
  useInfiniteQuery as useTanstackInfiniteQuery,
  useQuery as useTanstackQuery,
  type DefaultError,
  type DehydratedState,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/** What the server writes into the page's JSON block and the browser reads back. */
export type ServerQueries = DehydratedState;

/**
 * An answer is fresh for five minutes (a catalogue change reaches the server's HTML within a second, and a
 * shopper's own change invalidates what it touches), and kept for half an hour after its last reader went,
 * so Back to a listing left a while ago still has every page she loaded (refreshed, not refetched one by
 * one). Nothing is retried behind the shopper's back (a page shows its own Retry), nor asked again on
 * focus or reconnect: what is on screen changes when she acts. A server's client (one per render) keeps its
 * answers as long as the render holds it and sets no timers: it goes with the request.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: server ? Infinity : 30 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser tab's client (the context's default, so pages and tests need no provider in the browser). */
export const browserQueryClient = createQueryClient();

const QueryClientContext = createContext<QueryClient>(browserQueryClient);

/** The server renderer gives each request its own client through this provider. */
export const QueryClientProvider = QueryClientContext.Provider;

export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext);
}

export function useQuery<TData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, DefaultError, TData, TQueryKey>,
): UseQueryResult<TData> {
  return useTanstackQuery(options, useQueryClient());
}

export function useInfiniteQuery<TPage, TPageParam, TQueryKey extends QueryKey = QueryKey>(
  options: UseInfiniteQueryOptions<TPage, DefaultError, InfiniteData<TPage, TPageParam>, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<InfiniteData<TPage, TPageParam>> {
  return useTanstackInfiniteQuery(options, useQueryClient());
}

/**
 * Takes the answers the server rendered with. They count as fetched now: the page's HTML is only kept while
 * its data is current, so hydration must not find them stale (that would ask the API for all of them again).
 */
export function hydrateQueries(client: QueryClient, state: ServerQueries | undefined): void {
  if (!state?.queries) return;
  const now = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
}
