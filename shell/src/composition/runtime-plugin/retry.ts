import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A named MF runtime plugin that retries a remote's manifest and remote entry a few times before
 * the route falls back to "unavailable". It uses only what the runtime hands its hooks:
 * - `fetch` (manifest requests): the plugin answers with a Response of its own;
 * - `loadEntryError` (the remoteEntry script failed): the plugin calls the `getRemoteEntry` it is
 *   given and returns the entry's exports, or nothing to let the runtime report the failure.
 *   Each retry asks for the entry under a new URL (`?mf-retry=n`): a new resource for the browser
 *   (no cached failure) and a new load for the runtime, so the failed load it is still handling is
 *   never awaited again. The remote's public path is `auto`, which ignores the query, so its chunks
 *   still load from the same folder.
 * A shopper's Retry after all this needs nothing from the plugin: the runtime drops a failed
 * manifest and a failed entry by itself, so the next `loadRemote` starts over.
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

/** `entry` with `mf-retry=<attempt>` set in its query (any earlier one replaced). */
export function retryUrl(entry: string, attempt: number): string {
  const [withoutHash, hash = ''] = entry.split('#', 2);
  const [path, query = ''] = withoutHash.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('mf-retry', String(attempt));
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
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
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }) => {
      for (let tryIndex = 1; tryIndex <= retries; tryIndex += 1) {
        await sleep(delayMs * tryIndex);
        try {
          const exports = await getRemoteEntry({
            origin,
            remoteInfo: { ...remoteInfo, entry: retryUrl(remoteInfo.entry, tryIndex) },
            remoteEntryExports,
          });
          if (exports) return exports;
        } catch {
          // the next attempt, or the runtime's own report of the first failure after the last one
        }
      }
      return undefined;
      // The hook's declared type wraps the result in a second Promise; awaiting flattens it either way.
    }) as LoadEntryErrorHook,
  };
}
