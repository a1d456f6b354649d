import type { Queryable } from './database';

/** PostgreSQL's unique_violation: a unique index refused the row. */
export const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error (node-postgres and PGlite both put it on `code`), or undefined. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs `work` inside a savepoint of the caller's transaction: when it throws, only its own statements are
 * undone and the transaction can go on (without the savepoint, one failed statement aborts the whole
 * transaction). The error is thrown again for the caller to decide.
 */
export async function withSavepoint<T>(tx: Queryable, name: string, work: () => Promise<T>): Promise<T> {
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
