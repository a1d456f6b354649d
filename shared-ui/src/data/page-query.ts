/**
 * A page's first data, declared so that a server can load it before rendering. Each remote's exposed
 * page module may export `firstData`: from the address of the request it names the queries the page
 * reads first. The shell's server renderer runs them (within a deadline) into the request's query client;
 * the page reads the same keys with `useCachedQuery` (or `useQuery(pageQueryOptions(query))`), so the HTML
 * carries the data and the browser does not ask for it again.
 */
import type { RequestOptions } from '../api/client';

/** One answer a page needs: a key unique to what is asked, and the plain async function that asks. */
export interface PageQuery<T = unknown> {
  key: string;
  load: (options: RequestOptions) => Promise<T>;
  /** The answer when it is known without asking (an empty bag's quote): no request, no loading state. */
  known?: T;
}

/** The request as a page sees it on the server: route params and the address's query. */
export interface PageRequest {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/** Exported as `firstData` by an exposed page module. */
export type FirstData = (request: PageRequest) => PageQuery[];

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

/**
 * Runs a page's first-data queries into `set`. A failed query is left out (the page then loads it in
 * the browser, never shows it as empty) and its key is in the answer, so the server knows the page is not whole.
 */
export async function loadFirstData(
  queries: readonly PageQuery[],
  set: (key: string, value: unknown) => void,
  options: RequestOptions = {},
): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    queries.map((query) =>
      query.load(options).then(
        (value) => set(query.key, value),
        () => {
          failed.push(query.key);
        },
      ),
    ),
  );
  return failed;
}
