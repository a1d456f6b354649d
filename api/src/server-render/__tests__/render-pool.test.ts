import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRenderPool, type PageRenderer } from '../render-pool';

/**
 * A stand-in for the shell's render worker (same messages as shell/dist/server/render-worker.js): it
 * answers with the remotes it was started with, late for /slow, and exits for /crash.
 */
const FAKE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, url, newGuest }) => {
  if (url === '/crash') process.exit(3);
  const body = url + ' ' + JSON.stringify(workerData.remotes) + (newGuest ? ' new guest' : '');
  const answer = { id, ok: true, head: '', body, cacheable: true };
  if (url === '/slow') setTimeout(() => parentPort.postMessage(answer), 400);
  else if (url === '/throws') parentPort.postMessage({ id, ok: false, error: 'TypeError: boom' });
  else parentPort.postMessage(answer);
});
`;

let dir: string;
let remotesFile: string;
let renderer: PageRenderer;
const log = { warn: jest.fn(), error: jest.fn() };

async function writeRemotes(remotes: Record<string, string>, mtime: Date) {
  await writeFile(remotesFile, JSON.stringify(remotes));
  await utimes(remotesFile, mtime, mtime);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vesna-render-pool-'));
  remotesFile = path.join(dir, 'remotes.json');
  await writeFile(path.join(dir, 'render-worker.js'), FAKE_WORKER);
  await writeRemotes({ mf_content: 'http://localhost:3005/mf-manifest.json' }, new Date(2026, 0, 1));
  renderer = createRenderPool({
    workerFile: path.join(dir, 'render-worker.js'),
    remotesFile,
    apiOrigin: () => 'http://127.0.0.1:3000',
    deadlineMs: 150,
    log,
  });
});

afterEach(async () => {
  await renderer.close();
  await rm(dir, { recursive: true, force: true });
  jest.clearAllMocks();
});

describe('the render pool', () => {
  it("answers with the worker's markup", async () => {
    const page = await renderer.render('/careers');
    expect(page).toMatchObject({ ok: true, cacheable: true });
    expect(page?.body).toContain('/careers');
  });

  it('tells the worker whether the visitor is a new guest (no session, no bag), and nothing else of her', async () => {
    expect((await renderer.render('/cart', { newGuest: true }))?.body).toMatch(/ new guest$/);
    expect((await renderer.render('/cart', { newGuest: false }))?.body).not.toMatch(/new guest/);
    expect((await renderer.render('/cart'))?.body).not.toMatch(/new guest/);
  });

  it('gives up on a render past its deadline, so the page is rendered in the browser', async () => {
    await renderer.render('/warm-up');
    await expect(renderer.render('/slow')).resolves.toBeNull();
  });

  it('renders with the new remotes once remotes.json changes, without a restart', async () => {
    expect((await renderer.render('/careers'))?.body).toContain('3005');
    await writeRemotes({ mf_content: 'http://localhost:3015/mf-manifest.json' }, new Date(2026, 0, 2));
    expect((await renderer.render('/careers'))?.body).toContain('3015');
  });

  it('falls back when the renderer throws, and logs why', async () => {
    await expect(renderer.render('/throws')).resolves.toBeNull();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('TypeError: boom'));
  });

  it('survives a worker that dies: that page falls back, the next one starts a new worker', async () => {
    await expect(renderer.render('/crash')).resolves.toBeNull();
    const page = await renderer.render('/careers');
    expect(page?.body).toContain('/careers');
  });

  it('renders nothing before the API listens (its loaders would have nowhere to go)', async () => {
    const idle = createRenderPool({
      workerFile: path.join(dir, 'render-worker.js'),
      remotesFile,
      apiOrigin: () => null,
      log,
    });
    await expect(idle.render('/')).resolves.toBeNull();
    await idle.close();
  });
});
