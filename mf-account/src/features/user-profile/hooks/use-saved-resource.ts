import { useCallback } from 'react';
import { useQuery, useQueryClient, useSession } from 'shared-ui/state';

type SavedResource<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T | null };

/** The query of one saved thing of a shopper (by user id; undefined: a guest): its key and loader. */
export type SavedQuery<T> = (userId: string | undefined) => {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T | null>;
};

/**
 * The customer's one saved thing (default address, default card) through the query client, under the
 * session's user id (a guest asks nothing). `set()` puts the server's answer to a save or delete in the
 * client, so every page reading it (this tab, the checkout) shows it at once; `reload()` retries after a
 * failure. 'loading' until the current shopper's answer is known.
 */
export function useSavedResource<T>(savedQuery: SavedQuery<T>) {
  const userId = useSession().user?.id;
  const client = useQueryClient();
  const answer = useQuery<T | null, readonly unknown[]>({ ...savedQuery(userId), enabled: userId !== undefined });

  const set = useCallback(
    (value: T | null) => client.setQueryData(savedQuery(userId).queryKey, value),
    [client, savedQuery, userId],
  );
  const { refetch } = answer;
  const reload = useCallback(() => void refetch(), [refetch]);
  let state: SavedResource<T> = { status: 'loading' };
  if (answer.status === 'success') state = { status: 'ready', value: answer.data };
  else if (answer.status === 'error') state = { status: 'failed' };
  return { state, set, reload };
}
