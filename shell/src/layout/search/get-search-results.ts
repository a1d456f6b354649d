import { useState } from 'react';
import { API_PATHS, type ProductSummary } from 'contracts';
import { apiClient, queryOptions, useQuery, type RequestOptions } from 'shared-ui/state';

/** POST /products/search {text}: the products whose words match (spec section 7). */
export async function searchProducts(text: string, options: RequestOptions = {}): Promise<ProductSummary[]> {
  const { data } = await apiClient.post<ProductSummary[]>(
    API_PATHS.productsSearch,
    { text },
    { signal: options.signal },
  );
  return data;
}

/** A search for `text` (already trimmed): the products found, [] when nothing matches. */
export function searchQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['search', text] as const,
    queryFn: ({ signal }) =>
      searchProducts(text, { signal }).catch((error: unknown) => {
        // Spec section 8: a failed search clears the results and is only logged (a search the shopper
        // typed past is cancelled, which is no failure).
        if (!signal.aborted) console.error('[shell] search failed', error);
        throw error;
      }),
  });
}

/**
 * The results for the debounced search text, through the query layer: each term is its own key, so the
 * answer for a term typed past is cancelled and never shown, and a term searched again in this tab is
 * answered at once. While the next term loads, the results on screen stay. null: nothing searched yet,
 * an emptied field (cleared at once, in the same render) or a failed search; []: the search found nothing.
 */
export function useSearchResults(text: string): ProductSummary[] | null {
  // The term whose results are on screen ('' for none): what an emptied field or a failure cleared must
  // not come back as the placeholder while the next term loads.
  const [shownText, setShownText] = useState('');
  const answer = useQuery({
    ...searchQueryOptions(text),
    enabled: text !== '',
    placeholderData: (previous, previousQuery) =>
      shownText && previousQuery?.queryKey[1] === shownText ? previous : undefined,
  });

  const cleared = !text || answer.status === 'error';
  const nowShown = cleared ? '' : answer.status === 'success' && !answer.isPlaceholderData ? text : shownText;
  if (nowShown !== shownText) setShownText(nowShown);
  return cleared ? null : (answer.data ?? null);
}
