// STAFF_SECRETS_KEY for the production-mode processes the scripts start (production refuses to start without
// it): the caller's own when set, else a random key kept in a file (mode 0600) so that every process, and the
// next run on the same database, seals and opens staff TOTP secrets with the same key.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function staffSecretsKey(file) {
  if (process.env.STAFF_SECRETS_KEY?.trim()) return process.env.STAFF_SECRETS_KEY.trim();
  mkdirSync(dirname(file), { recursive: true });
  // Written whole, then linked into place: a second writer at once keeps the first key.
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, randomBytes(32).toString('base64'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

/** A key for one run on a database made for that run (the benches): nothing to keep. */
export const throwawayStaffSecretsKey = () =>
  process.env.STAFF_SECRETS_KEY?.trim() || randomBytes(32).toString('base64');
