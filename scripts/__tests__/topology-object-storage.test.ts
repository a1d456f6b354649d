import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './helpers/in-module';

// The photos' bucket of `npm run topology` (scripts/topology/object-storage.mjs, started by scripts/topology.mjs),
// and its twin in compose.yaml (MinIO, which CI cannot run: its settings are checked against each other here).
const SCRIPT = path.join(REPO_ROOT, 'scripts', 'topology', 'object-storage.mjs');
const BUCKET = 'vesna-photos';

/** The part as the supervisor starts it: its files in `dir`, its port reported over IPC. */
async function startObjectStorage(dir: string): Promise<{ child: ChildProcess; endpoint: string }> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, OBJECT_STORAGE_DIR: dir, OBJECT_STORAGE_BUCKET: BUCKET },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number }));
    child.once('exit', (code) => reject(new Error(`object storage exited with ${code}`)));
  });
  return { child, endpoint: `http://127.0.0.1:${port}` };
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe("the topology's object storage", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vesna-object-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the bucket on a free loopback port, stops on SIGTERM and keeps its objects in its folder', async () => {
    const first = await startObjectStorage(dir);
    expect(first.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.endpoint).not.toBe('http://127.0.0.1:0');
    // The bucket exists from the start (the API processes never create it).
    expect((await fetch(`${first.endpoint}/${BUCKET}`)).status).toBe(200);
    const put = await fetch(`${first.endpoint}/${BUCKET}/originals/kept.jpg`, { method: 'PUT', body: 'jpeg bytes' });
    expect(put.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await stopped(first.child)).toBe(0);

    // Started again on the same folder (the topology without --fresh): same bucket, same objects.
    const second = await startObjectStorage(dir);
    try {
      const kept = await fetch(`${second.endpoint}/${BUCKET}/originals/kept.jpg`);
      expect(kept.status).toBe(200);
      expect(await kept.text()).toBe('jpeg bytes');
    } finally {
      second.child.kill('SIGTERM');
      await stopped(second.child);
    }
  });

  it('stops when the supervisor is gone without a goodbye (its IPC channel closes)', async () => {
    const { child } = await startObjectStorage(path.join(dir, 'orphan'));
    child.disconnect();
    expect(await stopped(child)).toBe(0);
  });
});

describe("compose.yaml's MinIO", () => {
  const compose = readFileSync(path.join(REPO_ROOT, 'compose.yaml'), 'utf8');
  const value = (name: string) => new RegExp(`^\\s+${name}: '?([^'\\n]+)'?$`, 'm').exec(compose)?.[1];

  it("is the API's S3 endpoint, with its user and password, and the bucket the setup service makes", () => {
    expect(value('S3_ENDPOINT')).toBe('http://minio:9000');
    expect(value('S3_FORCE_PATH_STYLE')).toBe('true');
    const [, user, password] = /MINIO_ROOT_USER: (\S+), MINIO_ROOT_PASSWORD: (\S+) \}/.exec(compose) ?? [];
    expect([value('S3_ACCESS_KEY_ID'), value('S3_SECRET_ACCESS_KEY')]).toEqual([user, password]);
    const setup = /mc alias set (\S+) (\S+) (\S+) (\S+) && mc mb --ignore-existing (\S+)\/(\S+)$/m.exec(compose);
    expect(setup?.slice(1)).toEqual(['vesna', 'http://minio:9000', user, password, 'vesna', value('S3_BUCKET')]);
    // The API processes start once the bucket exists.
    expect(compose).toMatch(/minio-setup: \{ condition: service_completed_successfully \}/);
  });
});
