#!/usr/bin/env node
// Start-up time and resident memory of the API, compiled (`node api/dist/server.js`, production and `npm start`)
// against `node --import tsx api/src/server.ts` (development): 5 starts each, alternating, on one PGlite data
// folder per mode made by an uncounted first start (so initdb, the same for both, is not measured). Start-up is
// until GET /api/health answers 200; memory is VmRSS from /proc once it does. Build first: `npm run build -w api`.
// Usage: node scripts/bench/api-start-up.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../lib/frontends.mjs';

const runs = Number(process.argv[2] ?? 5);
const modes = {
  compiled: [join(repoRoot, 'api', 'dist', 'server.js')],
  tsx: ['--import', 'tsx', join(repoRoot, 'api', 'src', 'server.ts')],
};

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startOnce(args, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: join(repoRoot, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TEST_PAYMENTS: '0',
      DEV_IDP: '0',
      SHELL_DIST: join(dataDir, 'no-shell'),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const dirs = Object.fromEntries(
  Object.keys(modes).map((mode) => [mode, mkdtempSync(join(tmpdir(), `vesna-start-${mode}-`))]),
);
const results = Object.fromEntries(Object.keys(modes).map((mode) => [mode, []]));
try {
  for (const mode of Object.keys(modes)) await startOnce(modes[mode], join(dirs[mode], 'pglite'));
  for (let run = 0; run < runs; run += 1) {
    for (const mode of Object.keys(modes)) results[mode].push(await startOnce(modes[mode], join(dirs[mode], 'pglite')));
  }
} finally {
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [mode, samples] of Object.entries(results)) {
  const ms = samples.map((sample) => sample.ms);
  const rss = samples.map((sample) => sample.rssMb);
  console.log(
    `${mode}: start-up median ${median(ms).toFixed(0)} ms (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}), ` +
      `RSS median ${median(rss).toFixed(1)} MB (min ${Math.min(...rss).toFixed(1)}, max ${Math.max(...rss).toFixed(1)})`,
  );
}
