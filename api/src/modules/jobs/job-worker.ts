import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { retryDelayMs } from '../mail/mail-worker';
import { createQueueRunner } from './queue-runner';
import {
  JOB_QUEUE_CHANNEL,
  claimDueJobs,
  markJobDone,
  markJobFailed,
  releaseJobClaim,
  scheduleJobRetry,
  type ClaimedJob,
} from './job-queue-queries';

/**
 * Runs a job. Resolves: done. Throws: tried again later with backoff, until the last try, after which
 * `onFailed` (if any) records that it gave up. A job may run twice (a lease that ran out), so it is idempotent.
 */
export interface JobHandler {
  run(job: ClaimedJob): Promise<void>;
  onFailed?(job: ClaimedJob, error: string): Promise<void>;
}

export interface JobWorkerOptions {
  /** Run on its own (LISTEN, polling). Default true; tests turn it off and call drain(). */
  autoRun?: boolean;
  pollIntervalMs?: number;
  maxTries?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Longer than the slowest job (a 2048 px AVIF ladder of a 50 MP photo). Default 5 min. */
  leaseMs?: number;
}

export interface JobWorker {
  start(): Promise<void>;
  /** Runs every due job this process can claim, one after the other; resolves with how many ran. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue's worker (tests call `app.jobWorker.drain()`). */
    jobWorker: JobWorker;
  }
}

/** What a failed try records: the message, and the cause when it is a sentence (an HTTP error's message is short). */
const describeError = (error: unknown) =>
  (error instanceof Error
    ? typeof error.cause === 'string'
      ? `${error.message}: ${error.cause}`
      : error.message
    : String(error)
  ).slice(0, 500);

/**
 * The mail queue's design (mail-worker.ts: SKIP LOCKED, a lease, LISTEN plus polling) for jobs of any kind,
 * one at a time per process: the photo jobs are CPU work that sharp already spreads over the cores.
 */
export function createJobWorker(
  { db, log, handlers }: { db: Database; log: FastifyBaseLogger; handlers: Record<string, JobHandler> },
  options: JobWorkerOptions = {},
): JobWorker {
  const {
    autoRun = true,
    pollIntervalMs = 5_000,
    maxTries = 6,
    backoffMs = 10_000,
    maxBackoffMs = 30 * 60 * 1000,
    leaseMs = 5 * 60 * 1000,
  } = options;
  const kinds = Object.keys(handlers);
  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind]!;
    try {
      await handler.run(job);
    } catch (error) {
      const reason = describeError(error);
      if (job.tries >= maxTries) {
        if (!(await markJobFailed(db, job, reason))) return;
        await handler.onFailed?.(job, reason);
        log.error({ err: error, jobId: job.id, kind: job.kind, tries: job.tries }, 'job failed after its last try');
      } else {
        const delayMs = retryDelayMs(job.tries, backoffMs, maxBackoffMs);
        await scheduleJobRetry(db, job, { error: reason, delayMs });
        log.warn({ err: error, jobId: job.id, kind: job.kind, retryInMs: delayMs }, 'job failed, tried again later');
      }
      return;
    }
    await markJobDone(db, job);
  }

  async function drainNow(): Promise<number> {
    let ran = 0;
    while (!runner.isStopped()) {
      const [job] = await claimDueJobs(db, { limit: 1, leaseMs, kinds });
      if (!job) break;
      if (runner.isStopped()) {
        await releaseJobClaim(db, job);
        break;
      }
      ran += 1;
      await runOne(job).catch((error) => log.error({ err: error, jobId: job.id }, 'job queue: could not record a try'));
    }
    return ran;
  }

  const runner = createQueueRunner<never>(
    { db, channel: JOB_QUEUE_CHANNEL, log, name: 'job queue', auto: autoRun && kinds.length > 0, pollIntervalMs },
    drainNow,
  );
  return { start: runner.start, drain: () => runner.drain(), stop: runner.stop };
}
