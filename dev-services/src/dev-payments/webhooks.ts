import { createHmac } from 'node:crypto';
import { newId, nowSeconds } from './param-readers';

/**
 * Webhook events signed like Stripe's (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256>` over
 * "<t>.<payload>"), so that `stripe.webhooks.constructEvent` accepts them, and delivered one at a time
 * in the order they happened: event n+1 is sent only after event n was accepted or given up on.
 */
export type DeliverWebhook = (payload: string, signatureHeader: string) => Promise<void>;

/** Stripe's API version the events say they were rendered with (the installed SDK's). */
export const EVENT_API_VERSION = '2026-10-28.endive';
const TRIES = 3;
const FIRST_RETRY_MS = 250;

export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export class WebhookQueue {
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  /** Pending retry waits; closing ends them at once. */
  private readonly waits = new Map<NodeJS.Timeout, () => void>();

  constructor(
    private readonly secret: string,
    private readonly deliver: DeliverWebhook | undefined,
  ) {}

  /** Queues an event whose data.object is a copy of `object` as it is now. */
  publish(type: string, object: unknown): void {
    if (!this.deliver || this.closed) return;
    const payload = JSON.stringify(
      {
        id: newId('evt'),
        object: 'event',
        api_version: EVENT_API_VERSION,
        created: nowSeconds(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    this.chain = this.chain.then(() => this.deliverWithRetries(type, payload));
  }

  /** Resolves when every event published so far was delivered or given up on. */
  idle(): Promise<void> {
    return this.chain;
  }

  close(): void {
    this.closed = true;
    for (const [timer, resolve] of this.waits) {
      clearTimeout(timer);
      resolve();
    }
    this.waits.clear();
  }

  private async deliverWithRetries(type: string, payload: string): Promise<void> {
    for (let attempt = 1; attempt <= TRIES && !this.closed; attempt += 1) {
      try {
        // Signed at each attempt, so that a retry carries a fresh timestamp.
        await this.deliver?.(payload, signatureHeader(payload, this.secret));
        return;
      } catch (error) {
        if (attempt === TRIES) {
          // The event type and reason only: the payload is never logged.
          console.warn(`[test payments] gave up delivering ${type}: ${(error as Error).message}`);
          return;
        }
        await this.sleep(FIRST_RETRY_MS * 4 ** (attempt - 1));
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer);
        resolve();
      }, ms);
      this.waits.set(timer, resolve);
    });
  }
}

/** deliverWebhook for a real server: POST the payload with Stripe-Signature to url; non-2xx rejects. */
export function postWebhookTo(url: string): DeliverWebhook {
  return async (payload, header) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    // Drain the answer so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  };
}
