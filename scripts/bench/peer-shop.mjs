// The peer shop issue 26 measures us beside: The Tractor Store in React and Module Federation
// (https://github.com/teabyii/tractor-store-react), a client-rendered single-page app. None of its code is in
// this repository: the bench is pointed at a running copy (BENCH_PEER_URL), or builds and serves a checkout
// of it (BENCH_PEER_DIR, default `../peer` beside this repository):
//   git clone https://github.com/teabyii/tractor-store-react ../peer
// The bench then runs `npm install && npm run build:local` there once (when it has no dist/), writes the
// brotli/gzip twins of its JS and CSS (scripts/lib/precompress.mjs, as our build does) and serves dist/ on
// :8081 with our scripts/serve-static.mjs (precompressed, history fallback): `build:local` writes
// http://localhost:8081 into the peer's remote URLs, so it must be that port. Delete its dist/ to rebuild it.
// What is served is a copy, dist-bench/, whose photo host is a local server of stand-ins on :8082
// (peer-images.mjs; the stand-ins are kept in stand-in-images/ of the checkout).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from '../lib/frontends.mjs';
import { PEER_IMAGE_PORT, preparePeerImages } from './peer-images.mjs';

export const PEER_REPOSITORY = 'https://github.com/teabyii/tractor-store-react';
export const PEER_PORT = 8081;
export const defaultPeerDir = join(repoRoot, '..', 'peer');

/** Our benched pages and the peer's pages that do the same job. */
export const PEER_ROUTES = [
  { ours: '/', peer: '/' },
  { ours: '/collection', peer: '/products' },
  { ours: '/100001', peer: '/product/AU-01' },
  { ours: '/cart', peer: '/checkout/cart' },
];

const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

function run(command, args, cwd) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`\`${command} ${args.join(' ')}\` in ${cwd} ended with ${code}`)),
    );
  });
}

/**
 * The peer to measure: `{ url, stop }`, or `{ skipped }` with the reason (no checkout, its build failed, the
 * port is taken), so that a bench without a peer still measures us.
 */
export async function startPeer({ env = process.env, log = console.log } = {}) {
  if (env.BENCH_PEER_URL) return { url: env.BENCH_PEER_URL, stop: async () => {} };
  const dir = resolve(env.BENCH_PEER_DIR ?? defaultPeerDir);
  if (!existsSync(join(dir, 'package.json')))
    return {
      skipped: `no peer checkout in ${dir}: clone ${PEER_REPOSITORY} there (or set BENCH_PEER_DIR), or set BENCH_PEER_URL to a running peer`,
    };
  const dist = join(dir, 'dist');
  try {
    if (!existsSync(join(dist, 'index.html'))) {
      log(`peer: building ${dir} (npm install && npm run build:local)`);
      await run('npm', ['install', '--no-audit', '--no-fund'], dir);
      await run('npm', ['run', 'build:local'], dir);
    }
  } catch (error) {
    return { skipped: `the peer in ${dir} did not build: ${error.message}` };
  }
  const url = `http://localhost:${PEER_PORT}/`;
  for (const port of [PEER_PORT, PEER_IMAGE_PORT])
    if (await answers(`http://localhost:${port}/`))
      return {
        skipped: `something already answers on :${port}; if it is the peer, set BENCH_PEER_URL=${url}`,
      };
  const served = join(dir, 'dist-bench');
  const imagesDir = join(dir, 'stand-in-images');
  const photos = await preparePeerImages({ dist, served, imagesDir });
  log(
    `peer: ${photos.images} images (${photos.files} files at their srcset widths) served as stand-ins on :${PEER_IMAGE_PORT}`,
  );
  const serve = (folder, port, extra = []) =>
    spawn(
      process.execPath,
      [join(repoRoot, 'scripts', 'serve-static.mjs'), '--dir', folder, '--port', String(port), ...extra],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  const servers = [serve(served, PEER_PORT, ['--spa']), serve(imagesDir, PEER_IMAGE_PORT)];
  const stop = async () => {
    for (const server of servers) server.kill('SIGTERM');
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await answers(url)) return { url, stop };
    if (servers.some((server) => server.exitCode !== null)) break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await stop();
  return { skipped: `the peer's dist/ could not be served on :${PEER_PORT} (see the message above)` };
}
