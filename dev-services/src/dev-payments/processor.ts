import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderCardFramePage } from './card-frame-page';
import { renderChallengePage, renderChallengeResult } from './challenge-page';
import { renderHomePage } from './home-page';
import { serveBrowserScript } from './browser-assets';
import { fingerprint, parseParams, type Params } from './form-params';
import { IdempotencyKeys } from './idempotency';
import { Ledger } from './ledger';
import { ProcessorState } from './processor-state';
import { sendHtml } from './page-html';
import { PaymentIntents, publicView, type PaymentIntent } from './payment-intents';
import { Refunds } from './refunds';
import { newId, optionalInteger, optionalString } from './param-readers';
import { TEST_PROCESSOR_PUBLISHABLE_KEY, TEST_PROCESSOR_SECRET_KEY, TEST_PROCESSOR_WEBHOOK_SECRET } from './settings';
import { ProcessorError, invalidRequest, unauthorized } from './stripe-errors';
import { EVENT_API_VERSION, WebhookQueue, type DeliverWebhook } from './webhooks';
import { readBody } from '../read-body';
import { TEST_PROCESSOR_IDENTITY_PATH, type TestProcessorIdentity } from 'contracts/dev-services';

export { postWebhookTo } from './webhooks';

/**
 * The local test processor: stands in for Stripe the way dev-idp stands in for Google. It serves the
 * subset of Stripe's REST API that the `stripe` SDK and the Stripe.js-compatible script call, the
 * script itself and its pages, and signs webhook events like Stripe. State lives in memory (and in
 * `dataDir` when given). It runs in the dev-services process; the API reaches it over HTTP only. Request
 * bodies are never logged: they carry card numbers.
 */
export interface TestProcessor {
  origin: string;
  port: number;
  close(): Promise<void>;
}

export interface StartTestProcessorOptions {
  /** 0 = any free port (tests). */
  port: number;
  /** Default 'localhost'. */
  host?: string;
  /** Default TEST_PROCESSOR_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Called for every event, in order; default: none. Rejections are retried (3 tries, backoff). */
  deliverWebhook?: DeliverWebhook;
  /** Where customers, payment methods and intents are kept between runs; default: memory only (tests). */
  dataDir?: string;
}

const MAX_BODY_BYTES = 16 * 1024;

type Caller = 'secret' | 'publishable';

interface ApiRequest {
  method: string;
  segments: string[];
  params: Params;
  caller: Caller;
}

export async function startTestProcessor(options: StartTestProcessorOptions): Promise<TestProcessor> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? 'localhost', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://localhost:${port}`;

  const webhooks = new WebhookQueue(options.webhookSecret ?? TEST_PROCESSOR_WEBHOOK_SECRET, options.deliverWebhook);
  const ledger = new Ledger();
  const intents = new PaymentIntents(ledger, origin, (type, intent) => webhooks.publish(type, intent));
  // How many of the next refund requests fail as an outage would (test_helpers/refund_failures).
  let refundFailures = 0;
  const refunds = new Refunds(intents, (type, charge) => webhooks.publish(type, charge));
  const idempotency = new IdempotencyKeys();
  const state = options.dataDir ? new ProcessorState(options.dataDir, ledger, intents, refunds) : null;
  state?.load();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: Error) => {
      // The message only, never the request.
      console.error('[test payments] request failed:', error.message);
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: 'Internal error.' } });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/v1/')) {
      if (method === 'OPTIONS') {
        res.writeHead(204, corsHeaders());
        res.end();
        return;
      }
      await handleApi(req, res, url, method);
      if (method !== 'GET') state?.save();
      return;
    }
    if (method === 'GET' && serveBrowserScript(url.pathname, origin, res)) return;
    if (method === 'GET' && url.pathname === '/v3/elements/card') {
      sendHtml(res, 200, renderCardFramePage());
      return;
    }
    if (method === 'GET' && url.pathname === '/') {
      sendHtml(res, 200, renderHomePage());
      return;
    }
    // The API asks this at start: whatever else holds the port answers something else (or nothing).
    if (method === 'GET' && url.pathname === TEST_PROCESSOR_IDENTITY_PATH) {
      const identity: TestProcessorIdentity = { service: 'vesna-test-processor', origin };
      sendJson(res, 200, identity);
      return;
    }
    const challenge = /^\/v3\/challenge\/([\w]+)$/.exec(url.pathname);
    if (challenge) {
      await handleChallenge(req, res, method, challenge[1], url);
      if (method !== 'GET') state?.save();
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found (Vesna test payments, not a real bank).');
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, method: string): Promise<void> {
    let raw = '';
    try {
      raw =
        method === 'POST'
          ? await readBody(req, MAX_BODY_BYTES, () => invalidRequest('Request body too large.'))
          : url.search.slice(1);
      let params: Params;
      try {
        params = parseParams(raw);
      } catch (error) {
        throw invalidRequest((error as Error).message);
      }
      const { caller, apiKey } = authenticate(req, params);
      delete params.key;
      const request: ApiRequest = { method, segments: url.pathname.split('/').slice(2), params, caller };
      // A refund told to fail (test_helpers/refund_failures) fails before the idempotency layer, as a
      // processor that did not answer: nothing is remembered, so a retry with the same key refunds once.
      if (method === 'POST' && request.segments.join('/') === 'refunds' && refundFailures > 0) {
        refundFailures -= 1;
        answer(res, {
          status: 500,
          body: { error: { type: 'api_error', message: 'The test processor was told to fail this refund.' } },
        });
        return;
      }
      const idempotencyKey = method === 'POST' ? headerValue(req, 'idempotency-key') : undefined;
      if (!idempotencyKey) {
        answer(res, run(request));
        return;
      }
      const requestText = `${method} ${url.pathname} ${fingerprint(params)}`;
      const stored = idempotency.lookup(apiKey, idempotencyKey, requestText);
      if (stored === 'conflict') {
        throw new ProcessorError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      }
      if (stored) {
        answer(res, stored, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey });
        return;
      }
      const result = run(request);
      // As at Stripe, a request that was refused before it ran (bad key) is not remembered.
      if (result.status !== 401) idempotency.remember(apiKey, idempotencyKey, requestText, result);
      answer(res, result, { 'idempotency-key': idempotencyKey });
    } catch (error) {
      if (!(error instanceof ProcessorError)) throw error;
      answer(res, { status: error.status, body: { error: error.body } });
    }
  }

  /** Runs one API operation; errors become Stripe-shaped answers. */
  function run(request: ApiRequest): { status: number; body: unknown } {
    try {
      return { status: 200, body: route(request) };
    } catch (error) {
      if (!(error instanceof ProcessorError)) throw error;
      const body = { ...error.body };
      if (request.caller === 'publishable' && body.payment_intent) {
        body.payment_intent = publicView(body.payment_intent as PaymentIntent);
      }
      return { status: error.status, body: { error: body } };
    }
  }

  function route({ method, segments, params, caller }: ApiRequest): unknown {
    const [resource, id, action, extra] = segments;
    const secretOnly = () => {
      if (caller !== 'secret') {
        throw unauthorized('This API call cannot be made with a publishable API key. Please use a secret API key.');
      }
    };
    if (extra === undefined) {
      if (resource === 'customers') {
        secretOnly();
        if (method === 'POST' && !id) return ledger.createCustomer(params);
        if (method === 'GET' && id && !action) return ledger.customer(id);
      }
      if (resource === 'payment_methods') {
        if (method === 'POST' && !id) return ledger.createPaymentMethod(params);
        secretOnly();
        if (method === 'GET' && id && !action) return ledger.paymentMethod(id);
        if (method === 'POST' && id && action === 'attach') return ledger.attach(id, params);
        if (method === 'POST' && id && action === 'detach') return ledger.detach(id, params);
      }
      if (resource === 'payment_intents') {
        if (caller === 'publishable') {
          if (method === 'GET' && id && !action) {
            const clientSecret = optionalString(params, 'client_secret');
            return publicView(intents.getWithClientSecret(id, clientSecret));
          }
          if (method === 'POST' && id && action === 'confirm') return publicView(intents.confirm(id, params, true));
          secretOnly();
        }
        if (method === 'POST' && !id) return intents.create(params);
        if (method === 'GET' && !id) return intents.list(params);
        if (method === 'GET' && id && !action) return intents.get(id);
        if (method === 'POST' && id && !action) return intents.update(id, params);
        if (method === 'POST' && id && action === 'confirm') return intents.confirm(id, params, false);
        if (method === 'POST' && id && action === 'cancel') return intents.cancel(id, params);
      }
      if (resource === 'test_helpers' && id === 'refund_failures' && method === 'POST' && !action) {
        secretOnly();
        refundFailures = optionalInteger(params, 'count') ?? 1;
        return { object: 'test_helpers.refund_failures', count: refundFailures };
      }
      if (resource === 'refunds') {
        secretOnly();
        if (method === 'POST' && !id) return refunds.create(params);
        if (method === 'GET' && !id) return refunds.list(params);
        if (method === 'GET' && id && !action) return refunds.get(id);
      }
    }
    throw new ProcessorError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: /v1/${segments.join('/')}). The Vesna test processor serves customers, payment_methods, payment_intents and refunds only.`,
    });
  }

  async function handleChallenge(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    challengeId: string,
    url: URL,
  ): Promise<void> {
    if (method === 'GET') {
      const intent = intents.challenge(challengeId);
      if (!intent) sendHtml(res, 404, renderChallengeResult('unknown'));
      else sendHtml(res, 200, renderChallengePage(intent, url.searchParams.get('embedded') === '1'));
      return;
    }
    if (method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' });
      res.end();
      return;
    }
    const form = new URLSearchParams(
      await readBody(req, MAX_BODY_BYTES, () => invalidRequest('Request body too large.')),
    );
    const action = form.get('action');
    if (action !== 'complete' && action !== 'fail') {
      sendHtml(res, 400, renderChallengeResult('unknown'));
      return;
    }
    const returnUrl = intents.challenge(challengeId)?.next_action?.redirect_to_url.return_url;
    const intent = intents.finishChallenge(challengeId, action === 'complete');
    if (!intent) {
      sendHtml(res, 404, renderChallengeResult('unknown'));
      return;
    }
    const outcome = intent.status === 'succeeded' ? 'succeeded' : 'failed';
    if (returnUrl && form.get('embedded') !== '1') {
      // Opened on its own (a redirect flow): back to the shop, with the parameters Stripe adds.
      const target = new URL(returnUrl);
      target.searchParams.set('payment_intent', intent.id);
      target.searchParams.set('payment_intent_client_secret', intent.client_secret);
      target.searchParams.set('redirect_status', outcome);
      res.writeHead(303, { location: target.toString(), 'cache-control': 'no-store' });
      res.end();
      return;
    }
    sendHtml(res, 200, renderChallengeResult(outcome));
  }

  return {
    origin,
    port,
    close: async () => {
      webhooks.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Bearer sk_/pk_ (the SDK), Basic (curl), or a `key` parameter with the publishable key (Stripe.js, no preflight). */
function authenticate(req: IncomingMessage, params: Params): { caller: Caller; apiKey: string } {
  const header = headerValue(req, 'authorization');
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  // `curl -u sk_test_...:` as in Stripe's docs: Basic auth with the key as the user name.
  const basic = header ? /^Basic\s+(\S+)$/i.exec(header)?.[1] : undefined;
  const fromBasic = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined;
  const key = bearer ?? fromBasic ?? (typeof params.key === 'string' ? params.key : undefined);
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (key === TEST_PROCESSOR_SECRET_KEY) return { caller: 'secret', apiKey: key };
  if (key === TEST_PROCESSOR_PUBLISHABLE_KEY) return { caller: 'publishable', apiKey: key };
  throw unauthorized(
    `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
  );
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function corsHeaders(): Record<string, string> {
  // The browser script calls the API from the shop's origin, as Stripe.js does with api.stripe.com.
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
    'access-control-max-age': '600',
  };
}

function answer(res: ServerResponse, result: { status: number; body: unknown }, headers: Record<string, string> = {}) {
  sendJson(res, result.status, result.body, headers);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'request-id': newId('req', 14),
    'stripe-version': EVENT_API_VERSION,
    ...corsHeaders(),
    ...headers,
  });
  res.end(JSON.stringify(body, null, 2));
}
