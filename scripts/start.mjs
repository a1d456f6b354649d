#!/usr/bin/env node
// npm start: builds what is not built, then serves the shop as production would be laid out:
// the shell and the API on one origin (PORT, default 3000) and each remote on its own origin
// (3001-3005, CORS open). SKIP_REMOTES=mf-catalog,... leaves those ports to your own dev servers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildFrontends } from './lib/build-stale.mjs';
import { distOf, frontends, remotes, repoRoot } from './lib/frontends.mjs';
import { createStaticServer } from './serve-static.mjs';

const port = Number(process.env.PORT ?? 3000);
const skipped = new Set((process.env.SKIP_REMOTES ?? '').split(',').filter(Boolean));

buildFrontends(frontends.filter((name) => !skipped.has(name)));

const servers = remotes
  .filter((remote) => !skipped.has(remote.name))
  .map(({ name, port: remotePort }) => {
    const server = createStaticServer({ dir: distOf(name), cors: true });
    server.listen(remotePort, () => console.log(`[${name}] http://localhost:${remotePort}/mf-manifest.json`));
    return server;
  });

const api = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'api', 'src', 'server.ts')], {
  cwd: join(repoRoot, 'api'),
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), SHELL_DIST: process.env.SHELL_DIST ?? distOf('shell') },
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.close();
  api.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`[api] stopped with code ${code}`);
    stop(code ?? 1);
  } else process.exit(code ?? 0);
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Tell the newcomer where the shop is once the API answers.
const started = Date.now();
(async function announce() {
  while (!stopping && Date.now() - started < 120_000) {
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) {
        console.log(
          `\nVesna is open at http://localhost:${port}  (API: http://localhost:${port}/api, Ctrl-C stops everything)\n`,
        );
        return;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
})();
