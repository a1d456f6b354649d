import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../database';
import { LOCK_FILE_NAME } from '../data-dir-lock';
import { openPgliteDatabase } from '../pglite-database';

const API_DIR = path.resolve(__dirname, '..', '..', '..');
const OPEN_SCRIPT = path.join(__dirname, 'fixtures', 'open-data-dir.ts');

/** Opens `dataDir` in a second Node process; its exit code and output. */
function openInAnotherProcess(dataDir: string) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', OPEN_SCRIPT, dataDir], {
    cwd: API_DIR,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

/** A PID that no process has any more: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the PGlite data folder (DATA_DIR) serves one process at a time', () => {
  let dataDir: string;
  let db: Database | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vesna-data-dir-lock-'));
  });
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second open in the same process, naming DATA_DIR and PostgreSQL for several processes', async () => {
    db = await openPgliteDatabase({ dataDir });
    const second = openPgliteDatabase({ dataDir });
    await expect(second).rejects.toThrow(`DATA_DIR=${dataDir} is in use by another API process (PID ${process.pid})`);
    await expect(second).rejects.toThrow(/set DATABASE_URL to a PostgreSQL server/);
    // The first one still works.
    await expect(db.query('SELECT 1 AS one')).resolves.toEqual({ rows: [{ one: 1 }] });
  }, 60_000);

  it('refuses a second process while the first has the folder open', async () => {
    db = await openPgliteDatabase({ dataDir });
    const second = openInAnotherProcess(dataDir);
    expect(second.output).toContain(`DATA_DIR=${dataDir} is in use by another API process (PID ${process.pid})`);
    expect(second.status).not.toBe(0);
  }, 60_000);

  it('lets another process open the folder once the first has closed it', async () => {
    db = await openPgliteDatabase({ dataDir });
    await db.close();
    db = undefined;
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const next = openInAnotherProcess(dataDir);
    expect(next.output).toContain('opened');
    expect(next.status).toBe(0);
  }, 60_000);

  it('takes over the lock left by a process that died without closing', async () => {
    const pid = deadPid();
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${pid}\n`);
    db = await openPgliteDatabase({ dataDir });
    await expect(db.query('SELECT 1 AS one')).resolves.toEqual({ rows: [{ one: 1 }] });
  }, 60_000);
});
