// Issue 25 point 6: a fresh clone's cold `npm run build` and cold first `npm start` (until the shop is ready:
// GET /api/ready answers 200 and every remote's mf-manifest.json is served), each from nothing built and an
// empty nx cache. With `compare`, the same with today's configuration before issue 25 (`--baseline`: one
// package after another, terser, compression inside webpack, no cache), alternately in the same run, so both
// meet the same load of a shared machine. CPU seconds (the children's, from /proc) sit beside the wall time:
// they move less when other work shares the cores. A build's own output goes to .bench/<run>.log.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frontends, remotes, repoRoot } from '../lib/frontends.mjs';
import { NODE_PACKAGES } from '../lib/build-all.mjs';

const TICKS_PER_SECOND = 100;

/** CPU seconds of this process's waited-for children so far (Linux; 0 elsewhere). */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of stat (cutime, cstime), counted from the state field, which is field 3.
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** As a fresh clone: nothing built, no nx cache or project graph. Answers the env pointing nx at empty folders. */
function coldState() {
  for (const name of [...frontends, ...NODE_PACKAGES]) {
    rmSync(join(repoRoot, name, 'dist'), { recursive: true, force: true });
    rmSync(join(repoRoot, name, 'sourcemaps'), { recursive: true, force: true });
  }
  const nxDir = mkdtempSync(join(tmpdir(), 'vesna-bench-nx-'));
  return {
    nxDir,
    env: { NX_CACHE_DIRECTORY: join(nxDir, 'cache'), NX_WORKSPACE_DATA_DIRECTORY: join(nxDir, 'workspace-data') },
  };
}

function logTo(name) {
  mkdirSync(join(repoRoot, '.bench'), { recursive: true });
  return createWriteStream(join(repoRoot, '.bench', `${name}.log`));
}

/** The cold `npm run build` (`node scripts/build.mjs`, as the npm script runs it). */
async function coldBuild(baseline) {
  const { nxDir, env } = coldState();
  const log = logTo(`build-${baseline ? 'baseline' : 'today'}`);
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'build.mjs'), ...(baseline ? ['--baseline'] : [])], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  const seconds = (performance.now() - started) / 1000;
  rmSync(nxDir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`npm run build${baseline ? ' -- --baseline' : ''} failed: see ${log.path}`);
  return { seconds, cpuSeconds: childrenCpuSeconds() - cpuBefore };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The cold first `npm start` until the shop is ready. `lock` (BENCH_PORTS_LOCK): a file `flock` holds while the
 * shop's ports are in use, where several people share a machine; the clock starts once it is held.
 */
async function coldStart(baseline, { port, lock }) {
  const { nxDir, env } = coldState();
  const dataDir = mkdtempSync(join(tmpdir(), 'vesna-bench-start-'));
  const log = logTo(`start-${baseline ? 'baseline' : 'today'}`);
  const start = [process.execPath, join(repoRoot, 'scripts', 'start.mjs')];
  // --no-fork: flock becomes the start script (through exec), so the SIGTERM below reaches it and the lock
  // goes when it ends.
  const command = lock
    ? ['flock', '--no-fork', lock, 'sh', '-c', 'echo "[bench] ports locked"; exec "$@"', 'sh', ...start]
    : start;
  const child = spawn(command[0], command.slice(1), {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      ...(baseline ? { VESNA_BUILD_BASELINE: '1' } : {}),
      PORT: String(port),
      DATA_DIR: join(dataDir, 'pglite'),
      TEST_PAYMENTS_DATA_DIR: join(dataDir, 'payments'),
    },
  });
  let started = lock ? 0 : performance.now();
  child.stdout.on('data', (chunk) => {
    if (!started && chunk.toString().includes('[bench] ports locked')) started = performance.now();
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    const origin = `http://localhost:${port}`;
    const readyUrls = [
      `${origin}/api/ready`,
      ...remotes.map((remote) => `http://localhost:${remote.port}/mf-manifest.json`),
    ];
    for (;;) {
      if (exited) throw new Error(`npm start stopped before the shop was ready: see ${log.path}`);
      if (started && (await Promise.all(readyUrls.map(answers))).every(Boolean)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { seconds: (performance.now() - started) / 1000 };
  } finally {
    // The start script stops its API and servers on SIGTERM (flock and its shell exec'd into it).
    child.kill('SIGTERM');
    await new Promise((resolve) => (exited ? resolve() : child.on('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(nxDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Runs `rounds` rounds; in each, the build and then the start, today's configuration and (with `compare`)
 * the baseline alternately, the baseline first in odd rounds. Leaves today's build in place.
 */
export async function measureColdBuilds({ compare = false, rounds = 1, port = 3000, lock } = {}) {
  const results = { today: { build: [], start: [] }, baseline: { build: [], start: [] } };
  for (let round = 0; round < rounds; round += 1) {
    const order = compare ? (round % 2 === 0 ? ['baseline', 'today'] : ['today', 'baseline']) : ['today'];
    for (const what of ['build', 'start']) {
      for (const profile of order) {
        const run =
          what === 'build' ? coldBuild(profile === 'baseline') : coldStart(profile === 'baseline', { port, lock });
        const result = await run;
        results[profile][what].push(result);
        const cpu = result.cpuSeconds ? `, ${result.cpuSeconds.toFixed(1)} s CPU` : '';
        console.log(
          `cold ${what === 'build' ? 'npm run build' : 'first npm start to ready'} (${profile}): ${result.seconds.toFixed(1)} s${cpu}`,
        );
      }
    }
  }
  // When the last run was the baseline's, leave today's build behind for what runs next.
  if (compare && rounds % 2 === 0) await coldBuild(false);
  const summary = {};
  for (const profile of compare ? ['today', 'baseline'] : ['today']) {
    summary[profile] = {
      buildSeconds: median(results[profile].build.map((run) => run.seconds)),
      buildCpuSeconds: median(results[profile].build.map((run) => run.cpuSeconds)),
      startSeconds: median(results[profile].start.map((run) => run.seconds)),
    };
  }
  if (compare) {
    summary.ratios = {
      build: summary.today.buildSeconds / summary.baseline.buildSeconds,
      buildCpu: summary.today.buildCpuSeconds / summary.baseline.buildCpuSeconds,
      start: summary.today.startSeconds / summary.baseline.startSeconds,
    };
  }
  return { rounds, runs: results, summary };
}

/** The section of docs/performance.md. */
export function describeColdBuilds({ rounds, summary }) {
  const row = (label, profile) =>
    `| ${label} | ${summary[profile].buildSeconds.toFixed(1)} (${summary[profile].buildCpuSeconds.toFixed(0)} CPU) | ${summary[profile].startSeconds.toFixed(1)} |`;
  const lines = [
    `## Cold builds (nothing built, empty nx cache; median of ${rounds} round${rounds > 1 ? 's' : ''})`,
    '',
    '| configuration | `npm run build`, s (CPU s) | first `npm start` to ready, s |',
    '|---|---|---|',
    row('today: swc minifier, compression after webpack, two packages at a time under nx', 'today'),
  ];
  if (summary.baseline) {
    lines.push(row('before issue 25 (`--baseline`): terser, compression in webpack, one after another', 'baseline'));
    lines.push(
      '',
      `Ratios today / before, same run, runs alternated: build **${summary.ratios.build.toFixed(2)}** (CPU ${summary.ratios.buildCpu.toFixed(2)}), first start **${summary.ratios.start.toFixed(2)}**.`,
    );
  }
  return `${lines.join('\n')}\n\n`;
}
