import type { HtmlCacheOptions } from './html-cache';

/**
 * Server rendering's knobs (docs/server-rendering.md), each with a default that fits this machine. server.ts
 * passes them from the checked settings (contracts/settings: the variable named beside each).
 */
export interface ServerRenderSettings {
  /** RENDER_WORKERS: render worker threads; default one per core. */
  workers?: number | undefined;
  /** RENDER_QUEUE_LIMIT: requests that may wait for a render; default 8 per worker. */
  queueLimit?: number | undefined;
  /** RENDER_QUEUE_BUDGET_MS: how long one may wait for its render to start before it is shed; default 250. */
  queueBudgetMs?: number | undefined;
  /** SERVER_RENDER_DEADLINE_MS: a whole render; past it the render is cancelled and the browser renders. */
  deadlineMs?: number | undefined;
  /** SERVER_RENDER_REGION_DEADLINE_MS: a remote and its first data; past it the region is left to the browser. */
  regionDeadlineMs?: number | undefined;
  /** REMOTE_MANIFEST_CHECK_MS: how often remotes' manifests are read again (a redeploy at the same URL). */
  manifestCheckMs?: number | undefined;
  /** HTML_CACHE_MAX_BYTES, HTML_CACHE_FRESH_MS, HTML_CACHE_STALE_MS. */
  htmlCache?: HtmlCacheOptions;
}
