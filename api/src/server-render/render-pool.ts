import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FromRenderWorker, RenderedPage, RenderWorkerData, ToRenderWorker } from 'contracts';
import type { PageBuilds } from './page-builds';

/**
 * Server rendering, seen from the API: the shell team's renderer (shell/dist/server/render-worker.js) runs
 * in a pool of worker threads, so a render never blocks the API's event loop; the API only exchanges
 * messages with them (contracts' server-render.ts) and imports no front-end code.
 * - Capacity: `workers` threads (RENDER_WORKERS, default one per core), each rendering `rendersPerWorker`
 *   pages at once; beyond that requests wait in a queue of at most `queueLimit`. A request that cannot start
 *   within `queueBudgetMs` (or finds the queue full) is shed at once: the caller sends the page the browser
 *   renders alone, never a 5xx or a hung connection.
 * - Deadline: a render past `deadlineMs` is given up and cancelled in its worker (its data requests are
 *   aborted, React stops). A worker that has not stopped it within `cancelGraceMs` is ended and replaced,
 *   so a given-up render never goes on using a core.
 * - Builds: one generation of workers per PageBuilds stamp (the shell, remotes.json, each remote's
 *   manifest). A new stamp starts fresh workers, which load every remote before they take requests
 *   (warm); the old ones finish what they render and end. A worker never drops cached remote code in place.
 * - Data: a worker's loaders ask the API through `forward` (in process, no HTTP).
 */
export interface PageRenderer {
  /** `origin`: the shop's public origin, for the absolute links of the page's own head (its JSON-LD). */
  render(url: string, options: { origin: string; newGuest: boolean; builds: PageBuilds }): Promise<RenderOutcome>;
  /** Starts (and warms) the workers for `builds` ahead of the first request. */
  prepare(builds: PageBuilds): void;
  close(): Promise<void>;
}

export type ShedReason = 'queue-full' | 'queue-budget' | 'closed';
export type FailedReason = 'deadline' | 'error' | 'worker-exit';

export type RenderOutcome =
  /** `builds`: the stamp of the builds it was rendered with (a page of older builds is not kept under newer ones). */
  | { kind: 'rendered'; page: RenderedPage; builds: string }
  | { kind: 'shed'; reason: ShedReason }
  | { kind: 'failed'; reason: FailedReason; error?: string };

/** An in-process answer of the API to a render's GET (status, body, its content type). */
export interface ForwardedAnswer {
  status: number;
  body: string;
  contentType?: string;
}

export interface RenderPoolOptions {
  workerFile: string;
  forward: (url: string) => Promise<ForwardedAnswer>;
  workers?: number | undefined;
  rendersPerWorker?: number | undefined;
  queueLimit?: number | undefined;
  queueBudgetMs?: number | undefined;
  deadlineMs?: number | undefined;
  regionDeadlineMs?: number | undefined;
  cancelGraceMs?: number | undefined;
  log?: { warn: (message: string) => void; error: (message: string) => void };
  /** A remote failed to load on the server (from the worker's fallback plugin). */
  onRemoteFailure?: (remote: string) => void;
}

/** A whole render (SERVER_RENDER_DEADLINE_MS): past it the browser renders the page alone. */
export const DEFAULT_DEADLINE_MS = 1500;
/** A remote and its first data (SERVER_RENDER_REGION_DEADLINE_MS): past it the region is left to the browser. */
export const DEFAULT_REGION_DEADLINE_MS = 300;
/** How long a request may wait for a render to start (RENDER_QUEUE_BUDGET_MS). */
export const DEFAULT_QUEUE_BUDGET_MS = 250;
/** Renders one worker runs at once: one renders while another waits for its data. */
export const DEFAULT_RENDERS_PER_WORKER = 2;

type Job = {
  id: number;
  url: string;
  origin: string;
  newGuest: boolean;
  resolve: (outcome: RenderOutcome) => void;
  budget: ReturnType<typeof setTimeout> | null;
};

type PoolWorker = {
  worker: Worker;
  generation: Generation;
  ready: boolean;
  running: Map<number, { job: Job; deadline: ReturnType<typeof setTimeout> }>;
  /** Renders given up and cancelled, until the worker says they stopped. */
  cancelling: Map<number, ReturnType<typeof setTimeout>>;
  /** Data requests whose render no longer waits for them. */
  abandoned: Set<number>;
  gone: boolean;
};

type Generation = { stamp: string; remotes: Record<string, string>; workers: PoolWorker[]; retired: boolean };

export function createRenderPool({
  workerFile,
  forward,
  workers = availableParallelism(),
  rendersPerWorker = DEFAULT_RENDERS_PER_WORKER,
  queueLimit = Math.max(1, workers) * 8,
  queueBudgetMs = DEFAULT_QUEUE_BUDGET_MS,
  deadlineMs = DEFAULT_DEADLINE_MS,
  regionDeadlineMs = DEFAULT_REGION_DEADLINE_MS,
  cancelGraceMs = 1000,
  log = { warn: console.warn, error: console.error },
  onRemoteFailure,
}: RenderPoolOptions): PageRenderer {
  const size = Math.max(1, Math.floor(workers));
  let current: Generation | null = null;
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const busy = (slot: PoolWorker) => slot.running.size + slot.cancelling.size;

  function post(slot: PoolWorker, message: ToRenderWorker) {
    if (!slot.gone) slot.worker.postMessage(message);
  }

  function end(slot: PoolWorker) {
    if (slot.gone) return;
    slot.gone = true;
    for (const timer of slot.cancelling.values()) clearTimeout(timer);
    slot.cancelling.clear();
    void slot.worker.terminate();
  }

  /** A retired generation's worker ends once nothing of it runs. */
  function endIfIdle(slot: PoolWorker) {
    if (slot.generation.retired && busy(slot) === 0) end(slot);
  }

  function finish(slot: PoolWorker, id: number, outcome: RenderOutcome) {
    const running = slot.running.get(id);
    if (!running) return;
    clearTimeout(running.deadline);
    slot.running.delete(id);
    running.job.resolve(outcome);
  }

  function cancel(slot: PoolWorker, id: number) {
    finish(slot, id, { kind: 'failed', reason: 'deadline' });
    post(slot, { type: 'cancel', id });
    slot.cancelling.set(
      id,
      setTimeout(() => {
        log.error(`a render given up at its deadline did not stop within ${cancelGraceMs} ms: its worker is replaced`);
        replace(slot);
      }, cancelGraceMs),
    );
  }

  function onMessage(slot: PoolWorker, message: FromRenderWorker) {
    // A render given up at its deadline has stopped, whether it says so or finished just before the cancel.
    if (message.type === 'rendered' || message.type === 'failed' || message.type === 'cancelled') {
      clearTimeout(slot.cancelling.get(message.id));
      slot.cancelling.delete(message.id);
    }
    switch (message.type) {
      case 'ready':
        slot.ready = true;
        if (message.failed.length > 0)
          log.warn(
            `a render worker started without ${message.failed.join(', ')}: those pages render as their fallback`,
          );
        break;
      case 'rendered':
        finish(slot, message.id, { kind: 'rendered', page: message.page, builds: slot.generation.stamp });
        break;
      case 'failed':
        log.warn(`server rendering failed, the browser renders the page: ${message.error}`);
        finish(slot, message.id, { kind: 'failed', reason: 'error', error: message.error });
        break;
      case 'cancelled':
        break;
      case 'api-request':
        void forward(message.url).then(
          (answer) => {
            if (!slot.abandoned.delete(message.requestId))
              post(slot, { type: 'api-answer', requestId: message.requestId, ...answer });
          },
          (error: Error) => {
            if (!slot.abandoned.delete(message.requestId))
              post(slot, { type: 'api-answer', requestId: message.requestId, status: 502, body: error.message });
          },
        );
        return;
      case 'api-abort':
        slot.abandoned.add(message.requestId);
        return;
      case 'log':
        log[message.level](message.message);
        if (message.remote) onRemoteFailure?.(message.remote);
        return;
    }
    endIfIdle(slot);
    dispatch();
  }

  function spawn(generation: Generation): PoolWorker {
    const workerData: RenderWorkerData = { remotes: generation.remotes, regionDeadlineMs };
    const worker = new Worker(workerFile, { workerData });
    worker.unref();
    const slot: PoolWorker = {
      worker,
      generation,
      ready: false,
      running: new Map(),
      cancelling: new Map(),
      abandoned: new Set(),
      gone: false,
    };
    const startedAt = Date.now();
    worker.on('message', (message: FromRenderWorker) => onMessage(slot, message));
    worker.on('error', (error) => log.error(`a render worker failed: ${error.message}`));
    worker.on('exit', (code) => {
      const expected = slot.gone;
      slot.gone = true;
      for (const timer of slot.cancelling.values()) clearTimeout(timer);
      slot.cancelling.clear();
      for (const id of [...slot.running.keys()]) finish(slot, id, { kind: 'failed', reason: 'worker-exit' });
      if (expected || closed || generation.retired) return;
      log.error(`a render worker stopped (exit code ${code}); a new one starts`);
      // A worker that dies while starting is not restarted in a tight loop.
      setTimeout(() => replace(slot), Date.now() - startedAt < 1000 ? 1000 : 0).unref();
    });
    return slot;
  }

  /** Ends `slot` and puts a fresh (warming) worker of the same builds in its place. */
  function replace(slot: PoolWorker) {
    const { generation } = slot;
    end(slot);
    for (const id of [...slot.running.keys()]) finish(slot, id, { kind: 'failed', reason: 'worker-exit' });
    const index = generation.workers.indexOf(slot);
    if (index === -1 || closed || generation.retired) return;
    generation.workers[index] = spawn(generation);
  }

  function generationFor(builds: PageBuilds): Generation {
    if (current?.stamp === builds.stamp) return current;
    const previous = current;
    const generation: Generation = { stamp: builds.stamp, remotes: builds.remotes, workers: [], retired: false };
    generation.workers = Array.from({ length: size }, () => spawn(generation));
    current = generation;
    if (previous) {
      previous.retired = true;
      previous.workers.forEach(endIfIdle);
    }
    return generation;
  }

  function dispatch() {
    const generation = current;
    if (!generation) return;
    while (queue.length > 0) {
      const slot = generation.workers
        .filter((candidate) => candidate.ready && !candidate.gone && busy(candidate) < rendersPerWorker)
        .sort((a, b) => busy(a) - busy(b))[0];
      if (!slot) return;
      const job = queue.shift()!;
      if (job.budget) clearTimeout(job.budget);
      const deadline = setTimeout(() => cancel(slot, job.id), deadlineMs);
      slot.running.set(job.id, { job, deadline });
      post(slot, { type: 'render', id: job.id, url: job.url, origin: job.origin, newGuest: job.newGuest });
    }
  }

  return {
    prepare(builds) {
      if (!closed) generationFor(builds);
    },
    render(url, { origin, newGuest, builds }) {
      if (closed) return Promise.resolve({ kind: 'shed', reason: 'closed' });
      generationFor(builds);
      if (queue.length >= queueLimit) return Promise.resolve({ kind: 'shed', reason: 'queue-full' });
      return new Promise<RenderOutcome>((resolve) => {
        const job: Job = { id: nextId++, url, origin, newGuest, resolve, budget: null };
        job.budget = setTimeout(() => {
          const index = queue.indexOf(job);
          if (index === -1) return;
          queue.splice(index, 1);
          resolve({ kind: 'shed', reason: 'queue-budget' });
        }, queueBudgetMs);
        queue.push(job);
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        if (job.budget) clearTimeout(job.budget);
        job.resolve({ kind: 'shed', reason: 'closed' });
      }
      const generation = current;
      current = null;
      if (!generation) return;
      await Promise.all(
        generation.workers.map(async (slot) => {
          for (const id of [...slot.running.keys()]) finish(slot, id, { kind: 'shed', reason: 'closed' });
          slot.gone = true;
          for (const timer of slot.cancelling.values()) clearTimeout(timer);
          await slot.worker.terminate();
        }),
      );
    },
  };
}
