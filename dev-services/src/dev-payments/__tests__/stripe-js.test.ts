/**
 * @jest-environment jsdom
 */
import type { loadStripe as LoadStripe } from '@stripe/stripe-js/pure';
import { browserScript } from '../browser-assets';

// The Stripe.js-compatible script, evaluated in jsdom as a <script> would run it. The full behaviour
// (card frame, payments, challenge) runs in Chromium in the e2e journeys.
const ORIGIN = 'http://localhost:3007';

beforeAll(() => {
  const source = browserScript('/v3/stripe.js', ORIGIN);
  expect(source).toBeDefined();
  new Function(source as string)();
});

describe('/v3/stripe.js', () => {
  it('defines window.Stripe with the functions @stripe/react-stripe-js checks', () => {
    const StripeFactory = (
      window as unknown as { Stripe: ((key: string) => Record<string, unknown>) & { version: string } }
    ).Stripe;
    expect(StripeFactory.version).toBe('endive');
    const stripe = StripeFactory('pk_test_vesna_local_processor');
    for (const name of [
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
      '_registerWrapper',
      'registerAppInfo',
    ]) {
      expect(typeof stripe[name]).toBe('function');
    }
    expect(() => StripeFactory('sk_test_vesna_local_processor')).toThrow(/publishable key/);
  });

  it('is what loadStripe from @stripe/stripe-js/pure resolves to', async () => {
    // Required here, not imported: the module must load after the script defined window.Stripe, as in the shop.
    const { loadStripe } = require('@stripe/stripe-js/pure') as { loadStripe: typeof LoadStripe };
    const stripe = await loadStripe('pk_test_vesna_local_processor');
    expect(typeof stripe?.confirmCardPayment).toBe('function');
  });

  it("mounts the card element as an iframe of the processor's card page", () => {
    const stripe = (
      window as unknown as {
        Stripe: (key: string) => { elements(): { create(type: string): { mount(node: Element): void } } };
      }
    ).Stripe('pk_test_vesna_local_processor');
    const host = document.createElement('div');
    document.body.appendChild(host);
    const elements = stripe.elements();
    elements.create('card').mount(host);
    const iframe = host.querySelector('iframe');
    expect(iframe?.title).toBe('Secure card payment input frame');
    expect(iframe?.src.startsWith(`${ORIGIN}/v3/elements/card?`)).toBe(true);
    expect(() => elements.create('card')).toThrow(/one Element of type card/);
    expect(() => elements.create('payment')).toThrow(/only the card element/);
  });
});
