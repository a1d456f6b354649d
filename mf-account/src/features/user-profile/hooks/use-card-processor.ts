import { useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { loadStripeWith } from 'shared-ui';

export type CardProcessor =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  /** 'disabled': the shop takes no card payments (production without Stripe keys); 'failed': the script did not load. */
  | { status: 'unavailable'; reason: 'disabled' | 'failed' };

/**
 * Stripe.js (or the local test processor's stand-in) for the card form, loaded when the form first
 * shows rather than with the remote: the script is only needed where a card is typed.
 */
export function useCardProcessor(): CardProcessor {
  const [processor, setProcessor] = useState<CardProcessor>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadStripeWith(loadStripe).then(
      (stripe) =>
        live && setProcessor(stripe ? { status: 'ready', stripe } : { status: 'unavailable', reason: 'disabled' }),
      (error: unknown) => {
        console.error('[mf-account] card processor did not load', error);
        if (live) setProcessor({ status: 'unavailable', reason: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return processor;
}
