import { type DefaultCard, useQuery, useSession } from 'shared-ui/state';
import { defaultCardKey, logFailures, getDefaultCard } from 'shared-ui';

export type SavedCardState = { status: 'loading' } | { status: 'ready'; card: DefaultCard | null };

/** The shopper's saved card under shared-ui's key: the account's Payment Card tab reads and sets the same. */
export function savedCardQuery(userId: string | undefined) {
  return {
    queryKey: defaultCardKey(userId),
    queryFn: logFailures('[mf-checkout] saved card', ({ signal }: { signal: AbortSignal }) =>
      getDefaultCard({ signal }),
    ),
  };
}

/**
 * The account's saved card (GET /api/payment-methods/default), offered beside a new card; a guest asks
 * nothing. A card saved before the processor kept payment methods has no `paymentMethodId` and cannot
 * pay: it is not offered. A failure is logged and treated as "no saved card" (a new card still works).
 */
export function useSavedCard(): SavedCardState {
  const userId = useSession().user?.id;
  const answer = useQuery<DefaultCard | null, readonly unknown[]>({
    ...savedCardQuery(userId),
    enabled: userId !== undefined,
  });
  if (answer.status === 'success') return { status: 'ready', card: answer.data?.paymentMethodId ? answer.data : null };
  if (answer.status === 'error') return { status: 'ready', card: null };
  return { status: 'loading' };
}
