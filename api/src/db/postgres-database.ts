import { Client, Pool, type PoolConfig } from 'pg';
import type { Database, ListenHandlers, Queryable } from './database';

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
    listen(channel: string, handlers: ListenHandlers) {
      return listenOnOwnConnection(options.connectionString, channel, handlers, options.schema);
    },
    async close() {
      await pool.end();
    },
  };
}

const RELISTEN_AFTER_MS = 500;

/**
 * LISTEN holds a connection for as long as it listens, so it gets its own client outside the pool. A
 * broken connection is reported (`lost`) and retried every half second until it listens again.
 */
async function listenOnOwnConnection(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  /** Hear only what this schema's writes announce (migration 0024's payload); an empty payload counts for all. */
  schema?: string,
): Promise<() => Promise<void>> {
  let client: Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<Client> => {
    // keepAlive: a connection that dies silently (a dropped NAT entry) must end, and say so (`lost`).
    const next = new Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      if (schema && message.payload && message.payload !== schema) return;
      handlers.notify();
    });
    // An error ends the connection too; 'end' below takes care of both.
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.once('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      handlers.lost();
      schedule();
    });
    return next;
  };
  const schedule = () => {
    retry = setTimeout(() => {
      connect().then(
        (next) => {
          if (stopped) return void next.end().catch(() => undefined);
          client = next;
          handlers.restored();
        },
        () => {
          if (!stopped) schedule();
        },
      );
    }, RELISTEN_AFTER_MS);
    retry.unref();
  };

  client = await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
