import { installFakeApi, type FakeApi } from '../../api/__tests__/fake-api';
import type { loadStripeWith as LoadStripeWithFn } from '../load-stripe';

type LoadStripeWith = typeof LoadStripeWithFn;

const SCRIPT_URL = 'http://localhost:3007/v3/stripe.js';
const testProcessor = { mode: 'test-processor', publishableKey: 'pk_test_vesna', scriptUrl: SCRIPT_URL };

let api: FakeApi;
let loadStripeWith: LoadStripeWith;

// The loader keeps its promise for the page's lifetime: each test gets a fresh module. The fake sits under
// the one axios instance, which the client loads outside the isolated registry (on its first request).
beforeEach(() => {
  api = installFakeApi();
  jest.isolateModules(() => {
    loadStripeWith = require('../load-stripe').loadStripeWith;
  });
});
afterEach(() => {
  api.restore();
  document.head.innerHTML = '';
});

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-vesna-payments]'));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadStripeWith', () => {
  it('adds the test processor’s script once, then calls loadStripe with the publishable key', async () => {
    api.respond(() => ({ status: 200, data: testProcessor }));
    const stripe = { name: 'processor' };
    const loadStripe = jest.fn(async () => stripe);

    const first = loadStripeWith(loadStripe);
    const second = loadStripeWith(loadStripe);
    await flush();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].src).toBe(SCRIPT_URL);
    expect(loadStripe).not.toHaveBeenCalled(); // not before the script has run
    scripts()[0].dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(stripe);
    await expect(second).resolves.toBe(stripe);
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_vesna');
    expect(api.requests.map((request) => request.url)).toEqual(['/api/payments/config']);
  });

  it('adds no script in Stripe mode (loadStripe fetches Stripe’s own)', async () => {
    api.respond(() => ({ status: 200, data: { mode: 'stripe', publishableKey: 'pk_live_x', scriptUrl: null } }));
    const loadStripe = jest.fn(async () => ({}));
    await loadStripeWith(loadStripe);
    expect(scripts()).toHaveLength(0);
    expect(loadStripe).toHaveBeenCalledWith('pk_live_x');
  });

  it('resolves null without loading anything when payments are disabled', async () => {
    api.respond(() => ({ status: 200, data: { mode: 'disabled', publishableKey: null, scriptUrl: null } }));
    const loadStripe = jest.fn();
    await expect(loadStripeWith(loadStripe)).resolves.toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(scripts()).toHaveLength(0);
  });

  it('tries again after the script failed to load', async () => {
    api.respond(() => ({ status: 200, data: testProcessor }));
    const loadStripe = jest.fn(async () => ({}));
    const failed = loadStripeWith(loadStripe);
    await flush();
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('The payment script did not load');
    expect(scripts()).toHaveLength(0);

    const retried = loadStripeWith(loadStripe);
    await flush();
    expect(scripts()).toHaveLength(1);
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(retried).resolves.toEqual({});
  });

  it('tries again after the config could not be read', async () => {
    api.respond(() => 'network');
    await expect(loadStripeWith(jest.fn())).rejects.toMatchObject({ kind: 'network' });
    api.respond(() => ({ status: 200, data: { mode: 'stripe', publishableKey: 'pk', scriptUrl: null } }));
    await expect(loadStripeWith(async () => 'stripe')).resolves.toBe('stripe');
  });
});
