import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../../db/paths';
import { registerRunningApi } from '../../db/running-apis';
import { chooseShopDatabase, originOfApiHolding } from '../database-choice';

/**
 * Issue 35: `npm run shop` without DATA_DIR opened the repository's .data/ while the API ran on another folder,
 * silently. It now says which database it opened, and refuses .data/ when an API on this machine holds another.
 */
let registry: string;
beforeEach(() => {
  registry = mkdtempSync(path.join(tmpdir(), 'vesna-apis-'));
  process.env.VESNA_RUNNING_APIS_DIR = registry;
});
afterEach(() => {
  delete process.env.VESNA_RUNNING_APIS_DIR;
  rmSync(registry, { recursive: true, force: true });
});

/** An API entry for a process that is running (the test runner's parent), as server.ts writes one. */
async function runningApiOn(dataDir: string | null) {
  const remove = registerRunningApi({ port: 3999, dataDir });
  // The entry names this process; the registry ignores its own PID, so rename it to the parent's.
  const { renameSync, readFileSync, writeFileSync } = await import('node:fs');
  const own = path.join(registry, 'vesna-running-apis', `${process.pid}.json`);
  const entry = { ...JSON.parse(readFileSync(own, 'utf8')), pid: process.ppid };
  writeFileSync(own, JSON.stringify(entry));
  renameSync(own, path.join(registry, 'vesna-running-apis', `${process.ppid}.json`));
  return remove;
}

it('says which database it opens, never with a password', () => {
  expect(chooseShopDatabase({})).toEqual({ description: `PGlite in ${DEFAULT_DATA_DIR}`, refusal: null });
  expect(chooseShopDatabase({ DATABASE_URL: 'postgres://shop:secret@db.internal:6432/vesna' })).toEqual({
    description: 'PostgreSQL at db.internal:6432/vesna',
    refusal: null,
  });
});

it("refuses the repository's .data/ when the running API uses another data folder, and says how to reach it", async () => {
  await runningApiOn('/tmp/vesna-e2e-elsewhere/pglite');
  const choice = chooseShopDatabase({});
  expect(choice.refusal).toBe(
    `the API running on this machine (PID ${process.ppid}, port 3999) uses the data folder /tmp/vesna-e2e-elsewhere/pglite, ` +
      `not ${DEFAULT_DATA_DIR}: run the command with DATA_DIR=/tmp/vesna-e2e-elsewhere/pglite, or hand the command ` +
      'to that API with --api http://localhost:3999.',
  );
  // Named explicitly, the folder is the operator's choice.
  expect(chooseShopDatabase({ DATA_DIR: '/tmp/other' }).refusal).toBeNull();
});

it('opens .data/ when the running API uses it too (the command is then handed to that API)', async () => {
  await runningApiOn(DEFAULT_DATA_DIR);
  expect(chooseShopDatabase({}).refusal).toBeNull();
});

it('refuses .data/ when the running API is on PostgreSQL', async () => {
  await runningApiOn(null);
  expect(chooseShopDatabase({}).refusal).toMatch(/uses a PostgreSQL server \(DATABASE_URL\).*set DATABASE_URL/);
});

it('hands a command to the API that holds the folder, on the port that API listens on', async () => {
  await runningApiOn('/tmp/vesna-held/pglite');
  expect(originOfApiHolding('/tmp/vesna-held/pglite')).toBe('http://localhost:3999');
  expect(originOfApiHolding('/tmp/another/pglite')).toBeUndefined();
});
