import { Pool, type PoolConfig } from 'pg';
import type { Database, Queryable } from './database';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to work in (tests give every file its own); default is the server's search_path. */
  schema?: string;
  max?: number;
}

export function openPostgresDatabase(options: PostgresOptions): Database & { pool: Pool } {
  const config: PoolConfig = { connectionString: options.connectionString, max: options.max ?? 10 };
  if (options.schema) config.options = `-c search_path=${quoteIdentifier(options.schema)},public`;
  const pool = new Pool(config);
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    pool,
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            const r = await client.query(sql, params);
            return { rows: r.rows as R[] };
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
