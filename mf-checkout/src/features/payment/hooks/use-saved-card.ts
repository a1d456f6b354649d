import { useEffect, useState } from 'react';
import { getDefaultCard, isCancelledRequest, type DefaultCard } from 'shared-ui';

export type SavedCardState = { status: 'loading' } | { status: 'ready'; card: DefaultCard | null };

/**
 * The account's saved card (GET /api/payment-methods/default), offered beside a new card. A card saved
 * before the processor kept payment methods has no `paymentMethodId` and cannot pay: it is not offered.
 * A failure is logged and treated as "no saved card" (a new card still works).
 */
export function useSavedCard(): SavedCardState {
  const [state, setState] = useState<SavedCardState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getDefaultCard({ signal: controller.signal }).then(
      (card) => setState({ status: 'ready', card: card?.paymentMethodId ? card : null }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        console.error('[mf-checkout] saved card', error);
        setState({ status: 'ready', card: null });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
