import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is PostgreSQL in this process's memory: two processes on one data folder each keep their own
 * view, overwrite each other's files and lose writes (a registration vanished after a restart). So the
 * folder is locked by a file inside it that holds the owner's PID, created exclusively (`wx`). A lock
 * whose PID is no longer running (a crash, kill -9) is stale and taken over.
 */
export const LOCK_FILE_NAME = 'vesna-api.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | undefined,
  ) {
    const owner = ownerPid ? `another API process (PID ${ownerPid})` : 'another API process';
    super(
      `The PGlite data folder DATA_DIR=${dataDir} is in use by ${owner}. PGlite serves one process only: ` +
        'to run several API processes, set DATABASE_URL to a PostgreSQL server (and REDIS_URL for shared rate ' +
        'limits; see "Several API processes" in docs/operating.md), or give each process its own DATA_DIR. ' +
        `If no other API process is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file (only while it is still ours); safe to call twice. */
  release(): void;
}

/** Folders this process holds: its own PID in a lock file means "held" only when listed here. */
const heldHere = new Set<string>();

/** Locks `dataDir` (which must exist) for this process, or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE_NAME);
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  // Two tries: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(file)) return hold(file);
    const owner = readOwner(file);
    if (owner === undefined) continue; // removed between our try and the read: try again
    if (owner.pid !== undefined && !isRunning(owner.pid)) {
      removeIfStill(file, owner.raw);
      continue;
    }
    throw new DataDirLockedError(dataDir, owner.pid);
  }
  throw new DataDirLockedError(dataDir, readOwner(file)?.pid);
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function hold(file: string): DataDirLock {
  heldHere.add(file);
  // A process that exits without closing the database (process.exit after a failed start) leaves no lock.
  const onExit = () => {
    try {
      removeIfStill(file, `${process.pid}\n`);
    } catch {
      // Exiting anyway: a lock left behind is stale and taken over by the next start.
    }
  };
  process.once('exit', onExit);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      process.removeListener('exit', onExit);
      heldHere.delete(file);
      removeIfStill(file, `${process.pid}\n`);
    },
  };
}

/** The lock file's content and PID; undefined when there is no lock file. */
function readOwner(file: string): { raw: string; pid: number | undefined } | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(raw.trim());
  // An empty or garbled file (its writer may be between open and write) counts as held.
  return { raw, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined };
}

/**
 * Signal 0 checks that a process exists without touching it. Our own PID in a lock this process does
 * not hold is a previous run's (a container restarts with the same PID), so it is not running.
 */
/** Whether another process with this PID is running (this process is not "another"). */
export function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the lock file only when it still says `raw`: never another process's fresh lock. */
function removeIfStill(file: string, raw: string): void {
  try {
    if (readFileSync(file, 'utf8') === raw) unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
