import type { Queryable } from '../../db/database';

/** The channel that wakes the job workers of every API process when a job is committed. */
export const JOB_QUEUE_CHANNEL = 'vesna_job_queue';

/**
 * Queues a job on the caller's transaction (it exists exactly when the change that needs it is committed;
 * the NOTIFY is delivered at commit). A job of the same kind and key already waiting is not queued twice.
 */
export async function enqueueJob(tx: Queryable, kind: string, key: string, payload: object = {}): Promise<void> {
  await tx.query(
    `WITH queued AS (
       INSERT INTO job_queue (kind, key, payload) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (kind, key) WHERE state = 'queued' DO NOTHING RETURNING id
     )
     SELECT pg_notify($4, '') FROM queued`,
    [kind, key, JSON.stringify(payload), JOB_QUEUE_CHANNEL],
  );
}

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** Tries so far, this one included. */
  tries: number;
}

/**
 * Claims up to `limit` due jobs for `leaseMs`, as claimDueMails does for mail (mail/queue-queries.ts): FOR
 * UPDATE SKIP LOCKED so that processes never take the same job, and a lease that returns it to the queue
 * when the process dies mid-job (a restart picks it up again).
 */
export async function claimDueJobs(
  db: Queryable,
  { limit, leaseMs, kinds }: { limit: number; leaseMs: number; kinds: string[] },
): Promise<ClaimedJob[]> {
  const { rows } = await db.query<ClaimedJob>(
    `UPDATE job_queue AS j
        SET tries = j.tries + 1, locked_until = now() + $1::double precision * interval '1 millisecond'
      WHERE j.id IN (
        SELECT id FROM job_queue
         WHERE state = 'queued' AND next_attempt_at <= now() AND kind = ANY($3::text[])
           AND (locked_until IS NULL OR locked_until <= now())
         ORDER BY next_attempt_at, id
         LIMIT $2
         FOR UPDATE SKIP LOCKED)
      RETURNING j.id::int AS id, j.kind, j.key, j.payload, j.tries`,
    [leaseMs, limit, kinds],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/* As for mail, the updates below name the claim by its try, so a lease that ran out changes nothing. */

export async function markJobDone(db: Queryable, claim: { id: number; tries: number }): Promise<void> {
  await db.query(
    `UPDATE job_queue SET state = 'done', done_at = now(), locked_until = NULL, last_error = NULL
      WHERE id = $1 AND tries = $2 AND state = 'queued'`,
    [claim.id, claim.tries],
  );
}

export async function scheduleJobRetry(
  db: Queryable,
  claim: { id: number; tries: number },
  { error, delayMs }: { error: string; delayMs: number },
): Promise<void> {
  await db.query(
    `UPDATE job_queue
        SET locked_until = NULL, last_error = $3,
            next_attempt_at = now() + $4::double precision * interval '1 millisecond'
      WHERE id = $1 AND tries = $2 AND state = 'queued'`,
    [claim.id, claim.tries, error, delayMs],
  );
}

export async function markJobFailed(
  db: Queryable,
  claim: { id: number; tries: number },
  error: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE job_queue SET state = 'failed', failed_at = now(), locked_until = NULL, last_error = $3
      WHERE id = $1 AND tries = $2 AND state = 'queued' RETURNING id`,
    [claim.id, claim.tries, error],
  );
  return rows.length === 1;
}

/** A claim this process will not run (it is stopping): due again at once, the try not counted. */
export async function releaseJobClaim(db: Queryable, claim: { id: number; tries: number }): Promise<void> {
  await db.query(
    `UPDATE job_queue SET locked_until = NULL, tries = tries - 1 WHERE id = $1 AND tries = $2 AND state = 'queued'`,
    [claim.id, claim.tries],
  );
}

export interface JobView {
  kind: string;
  key: string;
  state: 'queued' | 'done' | 'failed';
  tries: number;
  lastError: string | null;
}

/** The jobs of one kind, oldest first (tests, and a look at what is waiting). */
export async function selectJobs(db: Queryable, kind: string): Promise<JobView[]> {
  const { rows } = await db.query<JobView>(
    `SELECT kind, key, state, tries, last_error AS "lastError" FROM job_queue WHERE kind = $1 ORDER BY id`,
    [kind],
  );
  return rows;
}
