import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../db/paths';
import { runningApis } from '../db/running-apis';

type Env = Record<string, string | undefined>;

/** What `npm run shop` says it opened, without the password of a DATABASE_URL. */
function describe(env: Env, dataDir: string): string {
  if (!env.DATABASE_URL) return `PGlite in ${dataDir}`;
  try {
    const url = new URL(env.DATABASE_URL);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * The database the staff command is about to open, said aloud, or why it must not open it: with neither
 * DATABASE_URL nor DATA_DIR it would open the repository's .data/, and when an API on this machine runs on
 * another database the command's changes would go where the shop never looks (issue 35). Then it refuses and
 * says how to reach the shop's database instead.
 */
export function chooseShopDatabase(env: Env = process.env): { description: string; refusal: string | null } {
  const dataDir = path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  const description = describe(env, dataDir);
  if (env.DATABASE_URL || env.DATA_DIR) return { description, refusal: null };
  const elsewhere = runningApis().find((api) => api.dataDir !== dataDir);
  if (!elsewhere) return { description, refusal: null };
  const where =
    elsewhere.dataDir === null ? 'a PostgreSQL server (DATABASE_URL)' : `the data folder ${elsewhere.dataDir}`;
  const how =
    elsewhere.dataDir === null
      ? 'set DATABASE_URL as that API has it'
      : `run the command with DATA_DIR=${elsewhere.dataDir}`;
  return {
    description,
    refusal:
      `the API running on this machine (PID ${elsewhere.pid}, port ${elsewhere.port}) uses ${where}, not ${dataDir}: ` +
      `${how}, or hand the command to that API with --api http://localhost:${elsewhere.port}.`,
  };
}

/** The origin of the API on this machine that holds this PGlite folder, from its record (db/running-apis.ts). */
export function originOfApiHolding(dataDir: string): string | undefined {
  const api = runningApis().find((entry) => entry.dataDir === path.resolve(dataDir));
  return api ? `http://localhost:${api.port}` : undefined;
}
