/**
 * Loads the card processor's browser library once per page, for every remote that takes a card
 * (mf-checkout's /payment, mf-account's Payment Card tab). shared-ui is on every first visit, so it holds
 * no @stripe code: each remote imports `loadStripe` from '@stripe/stripe-js/pure' (the main entry injects
 * Stripe's script as soon as it is imported) and passes it in:
 *
 *   <Elements stripe={loadStripeWith(loadStripe)}>
 *
 * Generic over what `loadStripe` resolves to, so shared-ui needs not even @stripe's types.
 */
import { getPaymentsConfig } from '../api/payments-config';

/** `loadStripe` of '@stripe/stripe-js/pure', or a stand-in in tests. */
export type LoadStripe<S> = (publishableKey: string) => Promise<S | null>;

/** Marks the script this module added, so a retry after a failed load can replace it. */
const SCRIPT_ATTRIBUTE = 'data-vesna-payments';

let loaded: Promise<unknown> | null = null;
let script: { url: string; promise: Promise<void> } | null = null;

/**
 * Adds `<script src=url>` once and resolves when it ran (it defines window.Stripe, which loadStripe
 * then uses instead of fetching js.stripe.com). A failed load removes the tag, so the next call tries again.
 */
function injectScript(url: string): Promise<void> {
  if (script?.url === url) return script.promise;
  const promise = new Promise<void>((resolve, reject) => {
    document.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)?.remove();
    const tag = document.createElement('script');
    tag.src = url;
    tag.async = true;
    tag.setAttribute(SCRIPT_ATTRIBUTE, '');
    tag.addEventListener('load', () => resolve(), { once: true });
    tag.addEventListener(
      'error',
      () => {
        tag.remove();
        if (script?.promise === promise) script = null;
        reject(new Error(`The payment script did not load: ${url}`));
      },
      { once: true },
    );
    document.head.appendChild(tag);
  });
  script = { url, promise };
  return promise;
}

/**
 * Reads GET /payments/config, adds the test processor's script when `scriptUrl` is set, then calls
 * `loadStripe(publishableKey)`. The promise is kept, so every caller on the page shares one processor
 * object; a failure (config, script or loadStripe) is forgotten, so a later call tries again.
 * Resolves null when the shop takes no payments (mode 'disabled'): the page then says so. Call it from
 * an effect or a handler, never during render or at module scope (it touches the document).
 */
export function loadStripeWith<S>(loadStripe: LoadStripe<S>): Promise<S | null> {
  if (loaded) return loaded as Promise<S | null>;
  const attempt = (async () => {
    const config = await getPaymentsConfig();
    if (config.mode === 'disabled' || !config.publishableKey) return null;
    if (config.scriptUrl) await injectScript(config.scriptUrl);
    return loadStripe(config.publishableKey);
  })();
  loaded = attempt;
  attempt.catch(() => {
    if (loaded === attempt) loaded = null;
  });
  return attempt;
}
