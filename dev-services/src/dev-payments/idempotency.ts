/**
 * Idempotency keys as at Stripe: a POST repeated with the same `Idempotency-Key` (same API key) and the
 * same parameters gets the stored answer again; with other parameters or on another endpoint it is a
 * 400 idempotency_error. Keys are kept for 24 hours (the SDK sends one with every POST).
 */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

interface Entry {
  request: string;
  answer: StoredAnswer;
  storedAt: number;
}

const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 50_000;

export class IdempotencyKeys {
  private readonly entries = new Map<string, Entry>();

  /** The stored answer, 'conflict' when the key was used for another request, or undefined (new key). */
  lookup(scope: string, key: string, request: string): StoredAnswer | 'conflict' | undefined {
    const entry = this.entries.get(`${scope} ${key}`);
    if (!entry || Date.now() - entry.storedAt > KEEP_MS) return undefined;
    return entry.request === request ? entry.answer : 'conflict';
  }

  remember(scope: string, key: string, request: string, answer: StoredAnswer): void {
    // Oldest first: a Map keeps insertion order.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(`${scope} ${key}`, { request, answer, storedAt: Date.now() });
  }
}
