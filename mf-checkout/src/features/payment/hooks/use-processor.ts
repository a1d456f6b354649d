import { useCallback, useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { loadStripeWith } from 'shared-ui';

export type ProcessorState =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  /** The shop takes no payments (production without processor keys). */
  | { status: 'disabled' }
  | { status: 'failed' };

/**
 * The card processor's browser object (Stripe, or the local test processor that stands in for it),
 * loaded once per page by shared-ui's loadStripeWith. Loaded in an effect: it adds a script to the page.
 * `retry()` tries again after a failure (the script or the config could not be loaded).
 */
export function useProcessor() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProcessorState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    loadStripeWith(loadStripe).then(
      (stripe) => {
        if (active) setState(stripe ? { status: 'ready', stripe } : { status: 'disabled' });
      },
      (error: unknown) => {
        console.error('[mf-checkout] payment processor', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
