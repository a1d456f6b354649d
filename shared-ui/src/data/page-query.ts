/**
 * A page's first data, declared so that a server can load it before rendering. Each remote's exposed page module
 * may export `firstData`: from the address of the request it returns the TanStack Query options its components
 * read with (`productQueryOptions(id)`: an array key and its fetcher). The shell's server renderer runs
 * `ensureQueryData` on each (within a deadline) into the request's query client; the page reads the same options
 * with `useQuery`, so the HTML carries the data and the browser does not ask for it again.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { RequestOptions } from '../api/client';

/**
 * One query a page reads first: options made with `queryOptions({ queryKey, queryFn })`. Any data type, since one
 * page reads several.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each of a page's queries holds its own data type
export type FirstDataQuery = FetchQueryOptions<any, any, any, any>;

/** The request as a page sees it on the server: route params and the address's query. */
export interface PageRequest {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/** Exported as `firstData` by an exposed page module. */
export type FirstData = (request: PageRequest) => FirstDataQuery[];

/**
 * An older shape of a query, still used by the catalogue's, content's and account's pages: a string key and a plain
 * loader. `pageQueryOptions` turns it into TanStack options under the key `[key]`.
 */
export interface PageQuery<T = unknown> {
  key: string;
  load: (options: RequestOptions) => Promise<T>;
  /** The answer when it is known without asking (an empty bag's quote): no request, no loading state. */
  known?: T;
}

/** The query client's key of a page query (what `invalidateQueries` and `setQueryData` take). */
export function pageQueryKey(query: Pick<PageQuery, 'key'>): [string] {
  return [query.key];
}

/** A page query as TanStack Query's options: its loader gets the query's AbortSignal. */
export function pageQueryOptions<T>(query: PageQuery<T>) {
  return {
    queryKey: pageQueryKey(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => query.load({ signal }),
    ...(query.known !== undefined ? { initialData: query.known } : {}),
  };
}
