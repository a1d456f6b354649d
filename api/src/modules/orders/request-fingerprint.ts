import { createHash } from 'node:crypto';
import { HttpError } from '../../http-errors';

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used with a different request. Send a new key for a new request.';

/** Object keys in one order at every depth, so the same request always gives the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** SHA-256 of the validated request (what the shop acts on, not the raw bytes): stored beside its key. */
export function requestFingerprint(input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

/**
 * The processor's rule for idempotent requests, which our purchases and returns follow: a key answers again
 * only the request it was first used with; the same key with another body is 422. A row stored before
 * fingerprints were kept (null) accepts the request.
 */
export function assertSameRequest(stored: string | null, fingerprint: string): void {
  if (stored !== null && stored !== fingerprint) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
}
