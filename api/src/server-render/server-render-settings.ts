import type { HtmlCacheOptions } from './html-cache';

/** Server rendering's knobs (README, "Server rendering"); each has a default that fits this machine. */
export interface ServerRenderSettings {
  /** RENDER_WORKERS: render worker threads; default one per core. */
  workers?: number;
  /** RENDER_QUEUE_LIMIT: requests that may wait for a render; default 8 per worker. */
  queueLimit?: number;
  /** RENDER_QUEUE_BUDGET_MS: how long one may wait for its render to start before it is shed; default 250. */
  queueBudgetMs?: number;
  /** SERVER_RENDER_DEADLINE_MS: a whole render; past it the render is cancelled and the browser renders. */
  deadlineMs?: number;
  /** SERVER_RENDER_REGION_DEADLINE_MS: a remote and its first data; past it the region is left to the browser. */
  regionDeadlineMs?: number;
  /** REMOTE_MANIFEST_CHECK_MS: how often remotes' manifests are read again (a redeploy at the same URL). */
  manifestCheckMs?: number;
  /** HTML_CACHE_MAX_BYTES, HTML_CACHE_FRESH_MS, HTML_CACHE_STALE_MS. */
  htmlCache?: HtmlCacheOptions;
}

/** A whole number from the environment, or undefined when unset; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, { min = 0 } = {}): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new Error(`${name} must be a whole number${min > 0 ? ` of at least ${min}` : ''}, not "${raw}"`);
  return Number(raw);
}

export function serverRenderSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerRenderSettings {
  const settings: ServerRenderSettings = {
    workers: wholeNumber(env, 'RENDER_WORKERS', { min: 1 }),
    queueLimit: wholeNumber(env, 'RENDER_QUEUE_LIMIT'),
    queueBudgetMs: wholeNumber(env, 'RENDER_QUEUE_BUDGET_MS'),
    deadlineMs: wholeNumber(env, 'SERVER_RENDER_DEADLINE_MS', { min: 1 }),
    regionDeadlineMs: wholeNumber(env, 'SERVER_RENDER_REGION_DEADLINE_MS', { min: 1 }),
    manifestCheckMs: wholeNumber(env, 'REMOTE_MANIFEST_CHECK_MS', { min: 1000 }),
    htmlCache: {
      maxBytes: wholeNumber(env, 'HTML_CACHE_MAX_BYTES'),
      freshMs: wholeNumber(env, 'HTML_CACHE_FRESH_MS'),
      staleMs: wholeNumber(env, 'HTML_CACHE_STALE_MS'),
    },
  };
  return settings;
}
