import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

// scripts/serve-static.mjs: what serves each remote's dist/ under `npm start` (a CDN's part in production). Its
// headers are bytes on every script of a first visit, so only the ones a browser uses are sent.
const SCRIPT = path.resolve(__dirname, '..', 'serve-static.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'vesna-static-'));
writeFileSync(path.join(dir, 'remoteEntry.js'), 'console.log("entry")');
writeFileSync(path.join(dir, '512.3f2a9c1b7d.js'), 'console.log("chunk")');
// A chunk with the brotli twin the build writes: the twin is what goes out, as hashed as its original.
writeFileSync(path.join(dir, '77.aa11bb22cc.js'), 'console.log("twin")');
writeFileSync(path.join(dir, '77.aa11bb22cc.js.br'), brotliCompressSync('console.log("twin")'));
let server: ChildProcess;
let origin = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The status of a plain GET (fetch adds `cache-control: no-cache` to a conditional request: never a 304). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    }).on('error', reject);
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [SCRIPT, '--dir', dir, '--port', String(port), '--cors'], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(`${origin}/remoteEntry.js`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('serve-static.mjs did not answer');
});
afterAll(() => {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('scripts/serve-static.mjs', () => {
  it.each(['512.3f2a9c1b7d.js', '77.aa11bb22cc.js'])(
    'sends the content-hashed %s for a year with no validator, no range support and no preflight header',
    async (file) => {
      const answer = await fetch(`${origin}/${file}`, { headers: { 'accept-encoding': 'br' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      for (const name of ['etag', 'last-modified', 'accept-ranges', 'access-control-allow-methods'])
        expect({ name, value: answer.headers.get(name) }).toEqual({ name, value: null });
    },
  );

  it('sends the twin the build compressed', async () => {
    const answer = await fetch(`${origin}/77.aa11bb22cc.js`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(await answer.text()).toBe('console.log("twin")');
  });

  it('revalidates the files that name others by their etag alone', async () => {
    const first = await fetch(`${origin}/remoteEntry.js`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('last-modified')).toBeNull();
    expect(first.headers.get('accept-ranges')).toBeNull();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await statusOf(`${origin}/remoteEntry.js`, { 'if-none-match': String(etag) })).toBe(304);
  });

  it('answers a preflight with the methods it allows', async () => {
    const answer = await fetch(`${origin}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });

  it('serves a folder that is built after it started, and nothing outside it', async () => {
    expect((await fetch(`${origin}/late/mf-manifest.json`)).status).toBe(404);
    mkdirSync(path.join(dir, 'late'));
    writeFileSync(path.join(dir, 'late', 'mf-manifest.json'), '{}');
    expect((await fetch(`${origin}/late/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${origin}/%2e%2e/${path.basename(dir)}/remoteEntry.js`)).status).toBe(404);
  });
});
