import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/database';
import { DEFAULT_DATA_DIR } from '../db/paths';
import { countStaff } from '../modules/staff-auth/queries';
import { hashToken, newToken } from '../modules/sessions';

/**
 * The first owner of a shop on PGlite while its API runs: the API holds the database, so `npm run shop --
 * staff add … --role owner` cannot open it, and no staff member exists yet to make a token. The API writes a
 * one-time token into its data folder (readable by this machine's operator only, mode 0600); the command
 * reads it there and sends it. Having the data folder is having the database: it proves what opening the
 * database directly proves, and a visitor, a proxy or a page can never have it. It admits one thing, adding
 * the first owner, and only while no staff member exists. On PostgreSQL the command opens the database.
 */
export const FIRST_OWNER_FILE = 'staff-first-owner-token';
const PREFIX = 'vsb_';

export function firstOwnerTokenPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.DATABASE_URL ? undefined : path.join(env.DATA_DIR || DEFAULT_DATA_DIR, FIRST_OWNER_FILE);
}

/** Writes the token when the shop has no staff yet; its hash, or null. */
export async function offerFirstOwnerToken(db: Queryable, file: string | undefined): Promise<string | null> {
  if (!file || (await countStaff(db)) > 0) return null;
  const token = `${PREFIX}${newToken()}`;
  writeFileSync(file, token, { mode: 0o600 });
  return hashToken(token);
}

export function readFirstOwnerToken(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = firstOwnerTokenPath(env);
  try {
    return file ? readFileSync(file, 'utf8').trim() || undefined : undefined;
  } catch {
    return undefined;
  }
}

export function withdrawFirstOwnerToken(file: string | undefined): void {
  if (file) rmSync(file, { force: true });
}

/** Whether argv is exactly `staff add <email> --role owner [--name <name>]`. */
export function isFirstOwnerCommand(argv: string[]): boolean {
  const [group, action, email, ...rest] = argv;
  if (group !== 'staff' || action !== 'add' || !email || email.startsWith('--')) return false;
  const options = rest.join(' ');
  return /^--role(=| )owner( --name(=| )[^-].*)?$/.test(options) || /^--name(=| )\S+ --role(=| )owner$/.test(options);
}
