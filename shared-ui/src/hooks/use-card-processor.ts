import { useCallback, useEffect, useState } from 'react';
import { loadStripeWith, type LoadStripe } from 'shared-ui';

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
 * 'loading' on the server and in the first render (the processor is loaded in an effect, as it adds a
 * script to the page), then one of 'ready', 'disabled' or 'failed'; one processor object per page, shared
 * by every caller; a failure is logged and can be retried.
 */
export function useCardProcessor<S>(loadStripe: LoadStripe<S>): CardProcessor<S> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CardProcessorState<S>>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    loadStripeWith(loadStripe).then(
      (stripe) => {
        if (active) setState(stripe ? { status: 'ready', stripe } : { status: 'disabled' });
      },
      (error: unknown) => {
        console.error('[shared-ui] card processor did not load', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt, loadStripe]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
