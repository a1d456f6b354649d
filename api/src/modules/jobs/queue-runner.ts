import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';

export interface QueueRunner<A> {
  /** Starts running on its own: now, on every NOTIFY of the channel, and every pollIntervalMs. */
  start(): Promise<void>;
  /** Runs `drainNow` once the drain before it has finished (calls are serialised within a process). */
  drain(arg?: A): Promise<number>;
  /** Stops waking up and waits for the drain in progress. */
  stop(): Promise<void>;
  isStopped(): boolean;
}

/**
 * What the mail queue and the job queue share: one drain at a time per process, woken by LISTEN on the queue's
 * channel (a NOTIFY at commit) and by polling (retries falling due, a wake-up that was missed). A wake-up while a
 * drain is waiting to run adds nothing: that drain will see the new row.
 */
export function createQueueRunner<A>(
  options: {
    db: Database;
    channel: string;
    log: FastifyBaseLogger;
    name: string;
    auto: boolean;
    pollIntervalMs: number;
  },
  drainNow: (arg: A | undefined) => Promise<number>,
): QueueRunner<A> {
  const { db, channel, log, name, auto, pollIntervalMs } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let drainWaiting = false;

  function drain(arg?: A): Promise<number> {
    const run = chain.then(() => {
      drainWaiting = false;
      return drainNow(arg);
    });
    chain = run.catch(() => undefined);
    return run;
  }

  function wake(): void {
    if (stopped || drainWaiting) return;
    drainWaiting = true;
    drain().catch((error) => log.error({ err: error }, `${name}: running failed`));
  }

  return {
    drain,
    isStopped: () => stopped,
    async start() {
      if (!auto || stopped) return;
      try {
        unlisten = await db.listen(channel, { notify: wake, lost: () => undefined, restored: wake });
      } catch (error) {
        // Polling alone still runs everything, a little later.
        log.warn({ err: error }, `${name}: no LISTEN, polling only`);
      }
      timer = setInterval(wake, pollIntervalMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await unlisten?.().catch(() => undefined);
      await chain;
    },
  };
}
