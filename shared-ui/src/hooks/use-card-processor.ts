import { useCallback } from 'react';
import { loadStripeWith, type LoadStripe } from '../payments/load-stripe';
import { useQuery, useQueryClient } from 'shared-ui/state';

const CARD_PROCESSOR_KEY = ['card-processor'];

/**
 * 'disabled': the shop takes no card payments (production without processor keys); 'failed': the config or
 * the processor's script could not be loaded (retry() tries again).
 */
export type CardProcessorState<S> =
  { status: 'loading' } | { status: 'ready'; stripe: S } | { status: 'disabled' } | { status: 'failed' };

export interface CardProcessor<S> {
  state: CardProcessorState<S>;
  /** Back to 'loading' and a new attempt; meant for a "Try Again" button after 'failed'. */
  retry: () => void;
}

/**
 * The card processor's browser object (Stripe, or the local test processor that stands in for it) for a
 * form where a card is typed: mf-checkout's /payment and mf-account's Payment Card tab. Pass `loadStripe`
 * from '@stripe/stripe-js/pure' (shared-ui holds no @stripe code; see loadStripeWith). Teams may rely on:
 * 'loading' on the server and in the first render (the processor is loaded after mount, as it adds a
 * script to the page), then one of 'ready', 'disabled' or 'failed'; one processor object per page, shared
 * by every caller; a failure is logged and can be retried.
 */
export function useCardProcessor<S>(loadStripe: LoadStripe<S>): CardProcessor<S> {
  const client = useQueryClient();
  const processor = useQuery<S | null>({
    queryKey: CARD_PROCESSOR_KEY,
    queryFn: () =>
      loadStripeWith(loadStripe).then(
        (stripe) => stripe ?? null,
        (error: unknown) => {
          console.error('[shared-ui] card processor did not load', error);
          throw error;
        },
      ),
    // One object for the tab: never fetched again, never shared out of the tab, compared by identity.
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
  const retry = useCallback(() => void client.resetQueries({ queryKey: CARD_PROCESSOR_KEY, exact: true }), [client]);
  let state: CardProcessorState<S>;
  if (processor.status === 'success')
    state = processor.data ? { status: 'ready', stripe: processor.data } : { status: 'disabled' };
  else if (processor.status === 'error' && !processor.isFetching) state = { status: 'failed' };
  else state = { status: 'loading' };
  return { state, retry };
}
