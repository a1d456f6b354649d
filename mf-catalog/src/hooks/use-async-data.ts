import { useEffect } from 'react';
import { useCachedQuery, type PageQuery } from 'shared-ui';

export type AsyncData<T> = { data: T; loading: boolean; error: unknown };

/**
 * The answer to a page's query (a plain async loader a server calls too), from the query cache when the
 * server or an earlier visit already loaded it. Banner and product failures are only logged (spec
 * section 8): `data` is then `fallback`, so the page keeps its placeholders; while loading it is
 * `fallback` too, never the answer for another key.
 */
export function useAsyncData<T>(query: PageQuery<T>, fallback: T): AsyncData<T> {
  const answer = useCachedQuery(query);
  useEffect(() => {
    if (answer.status === 'error') console.error(`mf-catalog: loading ${query.key} failed`, answer.error);
  }, [answer.status, answer.error, query.key]);
  if (answer.status === 'ready') return { data: answer.data, loading: false, error: null };
  return { data: fallback, loading: answer.status === 'loading', error: answer.error };
}
