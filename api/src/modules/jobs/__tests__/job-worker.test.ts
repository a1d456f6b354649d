import pino from 'pino';
import { openTestDatabase, type TestDatabase } from '../../../test-support/template-database';
import { claimDueJobs, enqueueJob, selectJobs, type ClaimedJob } from '../job-queue-queries';
import { createJobWorker, type JobHandler } from '../job-worker';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.cleanup());
beforeEach(() => database.db.exec('DELETE FROM job_queue'));

const log = pino({ level: 'silent' });
const worker = (handler: JobHandler, options = {}) =>
  createJobWorker({ db: database.db, log, handlers: { test: handler } }, { autoRun: false, backoffMs: 0, ...options });

describe('the job queue', () => {
  it('queues one job per kind and key while it waits, and runs it once', async () => {
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, 'test', 'a', { n: 1 });
      await enqueueJob(tx, 'test', 'a', { n: 2 });
    });
    const ran: ClaimedJob[] = [];
    expect(await worker({ run: async (job) => void ran.push(job) }).drain()).toBe(1);
    expect(ran).toEqual([expect.objectContaining({ key: 'a', payload: { n: 1 }, tries: 1 })]);
    expect(await selectJobs(database.db, 'test')).toEqual([expect.objectContaining({ state: 'done' })]);
  });

  it('a job queued in a transaction that rolls back does not exist', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test', 'b');
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await selectJobs(database.db, 'test')).toEqual([]);
  });

  it('survives a process that died mid-job: once its lease runs out, another process runs it', async () => {
    await enqueueJob(database.db, 'test', 'c');
    // The first process claims it and dies (never marks it).
    expect(await claimDueJobs(database.db, { limit: 1, leaseMs: 1500, kinds: ['test'] })).toHaveLength(1);
    const ran: string[] = [];
    const restarted = worker({ run: async (job) => void ran.push(job.key) });
    expect(await restarted.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await restarted.drain()).toBe(1);
    expect(ran).toEqual(['c']);
    expect(await selectJobs(database.db, 'test')).toEqual([expect.objectContaining({ state: 'done', tries: 2 })]);
  });

  it('retries a failing job, and after its last try marks it failed and says so once', async () => {
    await enqueueJob(database.db, 'test', 'd');
    let calls = 0;
    const failed: string[] = [];
    const flaky = worker(
      {
        run: async () => {
          calls += 1;
          throw new Error(`sharp gave up (${calls})`);
        },
        onFailed: async (job, error) => void failed.push(`${job.key}: ${error}`),
      },
      { maxTries: 3 },
    );
    await flaky.drain();
    expect(calls).toBe(3);
    expect(failed).toEqual(['d: sharp gave up (3)']);
    expect(await selectJobs(database.db, 'test')).toEqual([
      expect.objectContaining({ state: 'failed', tries: 3, lastError: 'sharp gave up (3)' }),
    ]);
  });

  it('succeeds on a retry after a failure', async () => {
    await enqueueJob(database.db, 'test', 'e');
    let calls = 0;
    await worker({
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('storage away');
      },
    }).drain();
    expect(await selectJobs(database.db, 'test')).toEqual([expect.objectContaining({ state: 'done', tries: 2 })]);
  });
});
