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

/** What a LISTEN tells its owner: an announcement, and that the channel was lost or is back. */
export interface ListenHandlers {
  notify(): void;
  /** The listening connection broke: announcements may be missed until `restored`. */
  lost(): void;
  /** Listening again after `lost` (announcements made in between are gone). */
  restored(): void;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** LISTEN on `channel` (a plain lower-case name) until the returned function is called. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
