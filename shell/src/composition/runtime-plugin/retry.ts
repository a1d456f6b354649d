import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A named MF runtime plugin that retries a remote's manifest and remote entry a few times before
 * the route falls back to "unavailable". It relies on how the runtime (2.9.x) caches failures:
 * - manifest: a failed fetch is dropped from `__MANIFEST_LOADING__` and never enters
 *   `manifestCache`, so a later `loadRemote` (the Retry button) fetches it again;
 * - remote entry: a failed load is dropped from `globalLoading` and its <script> removed, so a
 *   later attempt injects a fresh one. Inside `loadEntryError`, though, the failing promise is
 *   still in `globalLoading`: it must be deleted first, or `getRemoteEntry` would just return it.
 */
export const RETRY_PLUGIN_NAME = 'vesna-retry-plugin';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

export type RetryOptions = {
  /** Extra attempts after the first one. */
  retries?: number;
  /** Wait before the n-th extra attempt is n × delayMs (a short linear backoff). */
  delayMs?: number;
  /** Injected in tests. */
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(
  attempt: () => Promise<T>,
  { retries, delayMs, sleep }: Required<Pick<RetryOptions, 'retries' | 'delayMs' | 'sleep'>>,
): Promise<T> {
  let lastError: unknown;
  for (let tryIndex = 0; tryIndex <= retries; tryIndex += 1) {
    if (tryIndex > 0) await sleep(delayMs * tryIndex);
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export function retryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const retries = options.retries ?? 2;
  const delayMs = options.delayMs ?? 400;
  const sleep = options.sleep ?? defaultSleep;
  const policy = { retries, delayMs, sleep };

  return {
    name: RETRY_PLUGIN_NAME,

    /** Manifest requests: retry network errors and non-2xx answers (a 502 from a restarting CDN). */
    fetch(url, init) {
      const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
      return withRetry(async () => {
        // no-cache: after a failure, ask the origin again instead of a cached error page.
        const response = await fetchImpl(url, { ...init, cache: 'no-cache' });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response;
      }, policy);
    },

    /** Remote entry script: the first load already failed; try `retries` more times. */
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
      for (let tryIndex = 1; tryIndex <= retries; tryIndex += 1) {
        await sleep(delayMs * tryIndex);
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch {
          // fall through to the next attempt; the last failure is reported by the runtime.
        }
      }
      delete globalLoading[uniqueKey];
      return undefined;
      // The hook's declared type wraps the result in a second Promise; awaiting flattens it either way.
    }) as LoadEntryErrorHook,
  };
}
