import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_DATA_DIR } from '../db/paths';
import { SECRETS_KEY_BYTES } from './secret-box';

/** The development key's file in the data folder (mode 0600, like the first owner's token). */
export const STAFF_SECRETS_KEY_FILE = 'staff-secrets-key';

/** STAFF_SECRETS_KEY's text, 32 bytes as 64 hex digits or base64 (base64url too); else why not. */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : null;
  if (!key || key.length !== SECRETS_KEY_BYTES) {
    throw new Error(
      `STAFF_SECRETS_KEY must be ${SECRETS_KEY_BYTES} bytes as 64 hex digits or base64 (openssl rand -base64 32)`,
    );
  }
  return key;
}

/**
 * The key the API seals staff secrets with: STAFF_SECRETS_KEY; in production nothing else (the settings
 * check refuses to start without it). Outside production, a random key made once in the data folder
 * (DATA_DIR, else .data/pglite; on PostgreSQL too, where that folder holds no database): every API process
 * of this machine shares it. Beside PGlite's files it protects nothing from whoever copies the folder: it is
 * there so that development runs the sealing code; a dump of a PostgreSQL database does not carry it.
 * Processes on several machines need STAFF_SECRETS_KEY.
 */
export function loadStaffSecretsKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.STAFF_SECRETS_KEY?.trim()) return parseSecretsKey(env.STAFF_SECRETS_KEY);
  if (env.NODE_ENV === 'production') throw new Error('STAFF_SECRETS_KEY must be set in production');
  const dir = env.DATA_DIR || DEFAULT_DATA_DIR;
  const file = path.join(dir, STAFF_SECRETS_KEY_FILE);
  mkdirSync(dir, { recursive: true });
  // Written whole under another name, then linked into place: of two processes starting at once, one key
  // wins and the other reads it (never a half-written file).
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, randomBytes(SECRETS_KEY_BYTES).toString('base64'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return parseSecretsKey(readFileSync(file, 'utf8'));
}

/**
 * STAFF_SECRETS_KEY_PREVIOUS: the keys of a rotation, comma-separated, in the same format. The API opens what
 * they sealed and, at its start, seals it again with STAFF_SECRETS_KEY; once one start has logged the values
 * sealed again, the variable can go.
 */
export function loadPreviousStaffSecretsKeys(env: NodeJS.ProcessEnv = process.env): Buffer[] {
  return (env.STAFF_SECRETS_KEY_PREVIOUS ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      try {
        return parseSecretsKey(text);
      } catch {
        throw new Error(
          `STAFF_SECRETS_KEY_PREVIOUS must be keys of ${SECRETS_KEY_BYTES} bytes, each 64 hex digits or base64, comma-separated`,
        );
      }
    });
}
