import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Issue 17 point 5: production runs the compiled API, `node api/dist/server.js` (no tsx). `npm run build` (and
// `npm start`, when stale) compiles it; this builds it the same way when it is stale, then starts it on a free
// port with a fresh database folder: migrations and seed must be found from dist/, contracts loaded as
// JavaScript. Compiling takes a while on a busy machine, so it lives here rather than in the API's suite.
jest.setTimeout(300_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the compiled API (api/dist/server.js)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vesna-compiled-api-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds, starts with plain node and answers /api/health and a catalogue request', async () => {
    const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-node-package.mjs'), 'api'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(build.status).toBe(0);

    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'server.js')], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'pglite'),
        TEST_PAYMENTS: '0',
        DEV_IDP: '0',
        SHELL_DIST: path.join(dataDir, 'no-shell-build'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    // tsx would register itself in the process: the compiled server must not need it.
    expect(child.spawnargs).not.toContain('tsx');

    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    let health: unknown;
    while (Date.now() < deadline && child.exitCode === null) {
      health = await fetch(`${origin}/api/health`).then(
        (res) => (res.ok ? res.json() : undefined),
        () => undefined,
      );
      if (health) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect({ health, exitCode: child.exitCode, output }).toMatchObject({
      health: { status: 'ok', database: 'pglite' },
      exitCode: null,
    });
    // The seed was found from dist/ (api/seed compiled beside api/src); contracts' constants check a filter.
    const products = (await (await fetch(`${origin}/api/products?id=100001`)).json()) as { id: string }[];
    expect(products[0].id).toBe('100001');
    const badFilter = await fetch(`${origin}/api/products/filter?color=pink`);
    expect(badFilter.status).toBe(400);
  });
});
