import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { RenderedPage, RenderRequest, RenderResponse, RenderWorkerData } from 'contracts';

/**
 * Server rendering, seen from the API: the shell team's renderer (shell/dist/server/render-worker.js)
 * runs in a worker thread, so a render never blocks the API's event loop, and the API only exchanges
 * messages with it (contracts' RenderRequest/RenderResponse); it imports no front-end code.
 * - One worker per remotes.json: when an operator points a remote elsewhere (a redeploy), the next
 *   request starts a fresh worker with the new remotes and the old one is closed once its renders
 *   finished. A worker never drops cached remote code in place (upstream, that kept stale code alive).
 * - A render that has not answered within `deadlineMs` is given up: the caller sends the page the
 *   browser renders alone, as before server rendering. So does a worker that failed or exited.
 */
export interface PageRenderer {
  /** The page's markup, or null when it must be rendered in the browser. `newGuest`: see RenderRequest. */
  render(url: string, options?: { newGuest?: boolean }): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

type Pending = { resolve: (page: RenderedPage | null) => void; timer: ReturnType<typeof setTimeout> };

type RenderWorker = {
  worker: Worker;
  remotesStamp: string;
  ready: Promise<boolean>;
  pending: Map<number, Pending>;
  retired: boolean;
};

export interface RenderPoolOptions {
  workerFile: string;
  remotesFile: string;
  /** Where the worker's page loaders reach the API; null while the API does not listen yet. */
  apiOrigin: () => string | null;
  deadlineMs?: number | undefined;
  regionDeadlineMs?: number | undefined;
  log?: { warn: (message: string) => void; error: (message: string) => void };
}

/** A whole render (SERVER_RENDER_DEADLINE_MS): past it the browser renders the page alone. */
export const DEFAULT_DEADLINE_MS = 1500;
/** A remote and its first data (SERVER_RENDER_REGION_DEADLINE_MS): past it the region is left to the browser. */
export const DEFAULT_REGION_DEADLINE_MS = 300;

/** How long the first render of a new worker may take: it also starts the worker and loads remotes. */
const FIRST_RENDER_GRACE_MS = 5000;

export function createRenderPool({
  workerFile,
  remotesFile,
  apiOrigin,
  deadlineMs = DEFAULT_DEADLINE_MS,
  regionDeadlineMs = DEFAULT_REGION_DEADLINE_MS,
  log = { warn: console.warn, error: console.error },
}: RenderPoolOptions): PageRenderer {
  let current: RenderWorker | null = null;
  let starting: Promise<RenderWorker | null> | null = null;
  let nextId = 1;
  let closed = false;

  function retire(entry: RenderWorker) {
    entry.retired = true;
    if (entry.pending.size === 0) void entry.worker.terminate();
  }

  function settle(entry: RenderWorker, id: number, page: RenderedPage | null) {
    const pending = entry.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    entry.pending.delete(id);
    pending.resolve(page);
    if (entry.retired && entry.pending.size === 0) void entry.worker.terminate();
  }

  function spawn(remotes: Record<string, string>, remotesStamp: string, origin: string): RenderWorker {
    const workerData: RenderWorkerData = { remotes, apiOrigin: origin, regionDeadlineMs };
    const worker = new Worker(workerFile, { workerData });
    worker.unref();
    const entry: RenderWorker = {
      worker,
      remotesStamp,
      pending: new Map(),
      retired: false,
      ready: Promise.resolve(false),
    };
    entry.ready = new Promise<boolean>((resolve) => {
      worker.once('message', (message: { ready?: boolean }) => resolve(message.ready === true));
      worker.once('error', () => resolve(false));
      worker.once('exit', () => resolve(false));
    });
    worker.on('message', (message: RenderResponse | { ready: true }) => {
      if (!('id' in message)) return;
      if (!message.ok) log.warn(`server rendering failed, the browser renders the page: ${message.error}`);
      settle(entry, message.id, message.ok ? message : null);
    });
    const fail = (reason: string) => {
      log.error(`the render worker stopped (${reason}); pages render in the browser until the next one starts`);
      for (const id of [...entry.pending.keys()]) settle(entry, id, null);
      if (current === entry) current = null;
    };
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => {
      if (!entry.retired) fail(`exit code ${code}`);
    });
    return entry;
  }

  /** The worker for the remotes.json on disk now: the current one, or a new one when the file changed. */
  async function workerForNow(): Promise<RenderWorker | null> {
    const origin = apiOrigin();
    if (!origin || !existsSync(workerFile)) return null;
    const { mtimeMs, size } = await stat(remotesFile);
    const stamp = `${mtimeMs}:${size}`;
    if (current && current.remotesStamp === stamp) return current;
    starting ??= (async () => {
      try {
        const remotes = JSON.parse(await readFile(remotesFile, 'utf8')) as Record<string, string>;
        const previous = current;
        current = spawn(remotes, stamp, origin);
        if (previous) retire(previous);
        return current;
      } finally {
        starting = null;
      }
    })();
    return starting;
  }

  return {
    async render(url, { newGuest = false } = {}) {
      if (closed) return null;
      let entry: RenderWorker | null;
      try {
        entry = await workerForNow();
      } catch (error) {
        log.warn(`server rendering is off for this request: ${(error as Error).message}`);
        return null;
      }
      if (!entry) return null;
      const target = entry;
      const wasReady = await Promise.race([target.ready, new Promise((resolve) => setImmediate(resolve, 'starting'))]);
      if (wasReady === false) return null;
      const id = nextId++;
      return new Promise<RenderedPage | null>((resolve) => {
        const timer = setTimeout(
          () => settle(target, id, null),
          wasReady === true ? deadlineMs : FIRST_RENDER_GRACE_MS,
        );
        target.pending.set(id, { resolve, timer });
        void target.ready.then((ready) => {
          if (ready) target.worker.postMessage({ id, url, newGuest } satisfies RenderRequest);
          else settle(target, id, null);
        });
      });
    },
    async close() {
      closed = true;
      const workers = [current].filter((entry): entry is RenderWorker => entry !== null);
      current = null;
      await Promise.all(workers.map((entry) => entry.worker.terminate()));
    },
  };
}
