/**
 * The one seam between the API and its PostgreSQL: embedded PGlite by default, a real server
 * (node-postgres pool) when DATABASE_URL is set. Both speak the same SQL with $1... parameters.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
