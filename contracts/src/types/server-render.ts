/**
 * The contract between the API (which answers page requests) and the shell's server renderer (built by
 * the shell team into shell/dist/server/render-worker.js, run by the API in a pool of worker threads). The
 * API never imports front-end code: it starts each worker with `RenderWorkerData` and exchanges these
 * messages with it. The worker reaches the API's data through the same messages (`api-request`), never
 * over HTTP: the API answers them in process, through its routes and read cache.
 */
import type { PageOwnHead } from '../routes/route-head';

/** What the worker is started with (`workerData`). */
export interface RenderWorkerData {
  /** remotes.json as served: remote name → manifest (or remoteEntry.js) URL. */
  remotes: Record<string, string>;
  /** How long a remote or a page's first data may take before its region is left to the browser. */
  regionDeadlineMs: number;
}

/** One page to render: the path and query of the request (never its cookies). */
export interface RenderRequest {
  type: 'render';
  id: number;
  url: string;
  /** The shop's public origin, for the absolute links of a page's own head (its JSON-LD). */
  origin: string;
  /**
   * The visitor holds neither SIGNED_IN_COOKIE nor BAG_HINT_COOKIE: no session and an empty bag, so a
   * shopper's own route that has a view for her (the route table's `guestView`: /cart's empty bag) renders
   * it instead of a skeleton. Never cached either way.
   */
  newGuest?: boolean;
}

/** The render `id` is no longer wanted (its deadline passed): abort its data requests and stop rendering. */
export interface RenderCancel {
  type: 'cancel';
  id: number;
}

/** The API's answer to one of the worker's data requests (`ApiRequestMessage`). */
export interface ApiAnswerMessage {
  type: 'api-answer';
  requestId: number;
  status: number;
  /** The answer's body as sent (JSON text for the API's answers). */
  body: string;
  contentType?: string;
}

export type ToRenderWorker = RenderRequest | RenderCancel | ApiAnswerMessage;

/**
 * Why a region of a page fell back, so the page is not what every visitor should get:
 * - `region-deadline`: the route's remote or its first data did not answer in time (a skeleton);
 * - `remote-unavailable`: the remote or its server build could not be loaded (the "unavailable" fallback);
 * - `render-error`: the remote's page threw while rendering (the fallback);
 * - `data-failed`: a section's first data failed (left for the browser to load).
 */
export type DegradedReason = 'region-deadline' | 'remote-unavailable' | 'render-error' | 'data-failed';

/** One region that fell back: `region` names it (a page id such as `mf_catalog/HomePage`, or a data key). */
export interface PageDegradation {
  region: string;
  reason: DegradedReason;
}

/** The markup for the shell's index.html: `head` goes before </head>, `body` inside #root. */
export interface RenderedPage {
  head: string;
  body: string;
  /**
   * True for a page every visitor gets the same (catalogue, product, content, not found): a CDN may
   * cache it once it is whole (`degraded` empty). Account and checkout pages (layout and skeleton only) are not.
   */
  cacheable: boolean;
  /** Regions that fell back; a page with any is never cached and goes out `no-store`. */
  degraded: PageDegradation[];
  /**
   * The page's own head (its module's `head`, from the answers the render read): set when the route's page was
   * rendered and says something of its head; the API writes it over the route's and answers its status.
   */
  ownHead?: PageOwnHead;
}

/** The first message a worker posts: its remotes are registered and loaded (warm), it takes requests. */
export interface RenderWorkerReady {
  type: 'ready';
  /** Pages whose remote could not be loaded while warming (they render as their fallback until it can). */
  failed: string[];
}

export interface RenderDone {
  type: 'rendered';
  id: number;
  page: RenderedPage;
}

export interface RenderFailed {
  type: 'failed';
  id: number;
  error: string;
}

/** Posted once a cancelled render has stopped (nothing of it runs any more). */
export interface RenderCancelled {
  type: 'cancelled';
  id: number;
}

/** A GET the render's loaders make through shared-ui's API client; the API answers with `ApiAnswerMessage`. */
export interface ApiRequestMessage {
  type: 'api-request';
  requestId: number;
  /** The render it belongs to (null outside a render, e.g. while warming). */
  renderId: number | null;
  method: 'GET';
  /** Path and query under the API's origin, e.g. `/api/products?id=100001`. */
  url: string;
}

/** The worker gave up waiting for `requestId` (its render was cancelled): its answer is not wanted. */
export interface ApiAbortMessage {
  type: 'api-abort';
  requestId: number;
}

/** A line for the API's log (the worker has no logger of its own): a remote that failed on the server. */
export interface RenderLogMessage {
  type: 'log';
  level: 'warn' | 'error';
  message: string;
  /** The remote it is about, for the failure counter. */
  remote?: string;
}

export type FromRenderWorker =
  | RenderWorkerReady
  | RenderDone
  | RenderFailed
  | RenderCancelled
  | ApiRequestMessage
  | ApiAbortMessage
  | RenderLogMessage;

/** The id of the JSON block that hands the server's data to the browser (`<script type="application/json">`). */
export const SERVER_DATA_ELEMENT_ID = 'vesna-server-data';
