/**
 * A page's first data, declared so that a server can load it before rendering. Each remote's exposed page module
 * may export `firstData`: from the address of the request it returns the TanStack Query options its components
 * read with (`productQueryOptions(id)`: an array key and its fetcher). The shell's server renderer runs
 * `ensureQueryData` on each (within a deadline) into the request's query client; the page reads the same options
 * with `useQuery`, so the HTML carries the data and the browser does not ask for it again.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';

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
