/**
 * The contract between the API (which answers page requests) and the shell's server renderer (built by
 * the shell team into shell/dist/server/render-worker.js, run by the API in a worker thread). The API
 * never imports front-end code: it starts the worker with `RenderWorkerData` and exchanges these
 * messages with it.
 */

/** What the worker is started with (`workerData`). */
export interface RenderWorkerData {
  /** remotes.json as served: remote name → manifest (or remoteEntry.js) URL. */
  remotes: Record<string, string>;
  /** Where the page loaders reach the API from the server (no cookie is ever sent). */
  apiOrigin: string;
  /** How long a remote or a page's first data may take before its region is left to the browser. */
  regionDeadlineMs: number;
}

/** One page to render: the path and query of the request (never its cookies). */
export interface RenderRequest {
  id: number;
  url: string;
  /**
   * The visitor holds neither SIGNED_IN_COOKIE nor BAG_HINT_COOKIE: no session and an empty bag, so a
   * shopper's own route that has a view for her (the route table's `guestView`: /cart's empty bag) renders
   * it instead of a skeleton. Never cached either way.
   */
  newGuest?: boolean;
}

/** The markup for the shell's index.html: `head` goes before </head>, `body` inside #root. */
export interface RenderedPage {
  ok: true;
  head: string;
  body: string;
  /**
   * True for a page every visitor gets the same (catalogue, product, content, not found): a CDN may
   * cache it. Account and checkout pages (layout and skeleton only) are not.
   */
  cacheable: boolean;
}

export type RenderResponse = { id: number } & (RenderedPage | { ok: false; error: string });

/** The first message a worker posts: its remotes are registered and it takes requests. */
export interface RenderWorkerReady {
  ready: true;
}

/** The id of the JSON block that hands the server's data to the browser (`<script type="application/json">`). */
export const SERVER_DATA_ELEMENT_ID = 'vesna-server-data';
