#!/usr/bin/env node
// npm start: builds what is not built, then serves the shop as production would be laid out:
// the shell and the API on one origin (PORT, default 3000) and each remote on its own origin
// (3001-3005, the back office on 3008; CORS open), and, where no real service is configured, the stand-ins of dev-services/ (test
// payments on 3007, development sign-in on 3006) in a process of their own. SKIP_REMOTES=mf-catalog,...
// leaves those ports to your own dev servers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildShop, buildWhileServing } from './lib/build-all.mjs';
import { distEntryOf } from './lib/build-node.mjs';
import { isStale } from './lib/build-stale.mjs';
import { startDevServices } from './lib/dev-services.mjs';
import { distOf, frontends, remotes, repoRoot } from './lib/frontends.mjs';
import { createStaticServer } from './serve-static.mjs';
import { settingsOrExit } from './lib/settings.mjs';

// Every variable of npm start, the API and dev-services, checked before anything is built: a wrong value
// stops here with one message listing every problem (contracts/settings).
const settings = await settingsOrExit(['npm start', 'api', 'dev-services'], { apiRules: true });
const port = settings.PORT;
const skipped = new Set((settings.SKIP_REMOTES ?? '').split(',').filter(Boolean));

// The API and the stand-ins run compiled, as in production (`node api/dist/server.js`), rebuilt when stale.
// The compressed twins are written while the shop already serves (the plain files go out until then). A stale
// back office is built once the shop is open: shoppers never load it, and on a fresh clone its build is about
// a tenth of the first start's (its port answers 404 until then; the e2e global setup waits for it).
const builtAfterOpening = ['mf-backoffice'].filter((name) => !skipped.has(name) && isStale(name));
const { compressed } = await buildShop(
  frontends.filter((name) => !skipped.has(name) && !builtAfterOpening.includes(name)),
);
compressed.catch((error) => console.error(`[compress] failed, the plain files are served: ${error.message}`));

// One process runs the remotes' static servers and supervises dev-services and the API: if any part stops,
// it says which and why, and stops the rest, so nothing is left running half a shop (or an orphaned API).
let stopping = false;
const servers = [];
let api = null;
let devServices = null;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const { server } of servers) void server.close();
  if (api && api.exitCode === null) api.kill('SIGTERM');
  if (devServices && devServices.exitCode === null) devServices.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}

process.on('uncaughtException', (error) => {
  console.error(`[start] stopped by an unexpected error: ${error.stack ?? error}`);
  stop(1);
});
process.on('unhandledRejection', (error) => {
  console.error(`[start] stopped by an unexpected error: ${error?.stack ?? error}`);
  stop(1);
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const { name, port: remotePort } of remotes.filter((remote) => !skipped.has(remote.name))) {
  const server = await createStaticServer({ dir: distOf(name), cors: true });
  try {
    await server.listen({ port: remotePort });
  } catch (error) {
    console.error(`[${name}] cannot serve on port ${remotePort}: ${error.message}; stopping the shop`);
    stop(1);
    break;
  }
  servers.push({ name, server });
  server.server.on('close', () => {
    if (!stopping) {
      console.error(`[${name}] its server on port ${remotePort} closed; stopping the shop`);
      stop(1);
    }
  });
  console.log(`[${name}] http://localhost:${remotePort}/mf-manifest.json`);
}

// The stand-ins first: the API asks the test processor who it is when it starts (a port taken by something
// else turns card payments off, with the reason in GET /api/payments/config). dev-services decides itself
// what is wanted and ends at once (exit code 0) when nothing is.
if (!stopping) {
  try {
    const started = await startDevServices({
      args: [distEntryOf('dev-services')],
      cwd: join(repoRoot, 'dev-services'),
      env: { ...process.env, PORT: String(port) },
    });
    if (started.running) {
      devServices = started.child;
      devServices.on('exit', (code, signal) => {
        if (stopping) return;
        console.error(
          `[dev-services] stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping the shop`,
        );
        stop(code || 1);
      });
    }
  } catch (error) {
    console.error(`[dev-services] ${error.message}; stopping the shop`);
    stop(1);
  }
}

if (!stopping) {
  api = spawn(process.execPath, [distEntryOf('api')], {
    cwd: join(repoRoot, 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      SHELL_DIST: process.env.SHELL_DIST ?? distOf('shell'),
    },
  });
  api.on('exit', (code, signal) => {
    if (stopping) return process.exit(code ?? 0);
    console.error(
      `[api] stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping the remotes' servers`,
    );
    stop(code || 1);
  });
}

// Tell the newcomer where the shop is once the API answers, and until then that it is on its way (a first
// start creates the database and seeds the catalogue, silently at the API's default log level).
const started = Date.now();
const opened = (async function announce() {
  let said = started;
  while (!stopping && Date.now() - started < 120_000) {
    if (Date.now() - said >= 5000) {
      said = Date.now();
      console.log(
        `[start] waiting for the API to answer (${Math.round((said - started) / 1000)} s; a first start creates the database)`,
      );
    }
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) {
        console.log(
          `\nVesna is open at http://localhost:${port}  (API: http://localhost:${port}/api, Ctrl-C stops everything)\n`,
        );
        return true;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
})();

if (builtAfterOpening.length > 0) {
  void opened.then(async (open) => {
    if (!open || stopping) return;
    console.log(`[build] ${builtAfterOpening.join(', ')}: building now that the shop is open`);
    try {
      await buildWhileServing(builtAfterOpening);
      console.log(`The back office is ready at http://localhost:${port}/staff`);
    } catch (error) {
      console.error(`[build] ${error.message}; the shop keeps serving, the back office is not built`);
    }
  });
}
