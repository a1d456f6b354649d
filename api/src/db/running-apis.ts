import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRunning } from './data-dir-lock';

/**
 * The API processes running on this machine and the database each opened, one small file per process in the
 * system's temporary folder, so that `npm run shop` can tell which database the running shop uses before it
 * opens one itself (issue 35: it silently opened the repository's .data/ while the API ran on another
 * folder). A file whose process is gone is ignored.
 */
export interface RunningApi {
  pid: number;
  port: number;
  /** The PGlite folder, or null on a PostgreSQL server. */
  dataDir: string | null;
}

const REGISTRY = () => path.join(process.env.VESNA_RUNNING_APIS_DIR ?? tmpdir(), 'vesna-running-apis');

/** Writes this process's entry; the returned function removes it (at shutdown). */
export function registerRunningApi(entry: Omit<RunningApi, 'pid'>): () => void {
  const dir = REGISTRY();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.json`);
  const dataDir = entry.dataDir === null ? null : path.resolve(entry.dataDir);
  writeFileSync(file, JSON.stringify({ ...entry, dataDir, pid: process.pid }));
  return () => rmSync(file, { force: true });
}

export function runningApis(): RunningApi[] {
  let names: string[];
  try {
    names = readdirSync(REGISTRY()).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const found: RunningApi[] = [];
  for (const name of names) {
    try {
      const entry = JSON.parse(readFileSync(path.join(REGISTRY(), name), 'utf8')) as RunningApi;
      if (isRunning(entry.pid)) found.push(entry);
    } catch {
      // Half written or removed meanwhile: not a running API.
    }
  }
  return found;
}
