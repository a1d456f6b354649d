import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';

const repoRoot = resolve(__dirname, '../..');

export type SecondShop = { origin: string; stop: () => Promise<void> };

/** How long a second shop may take to answer its health check. */
const START_BUDGET_MS = 150_000;

/**
 * How the second shop's API starts: compiled, as `npm start` runs it, when api/dist is as new as its sources
 * (npm start, and so the suite's own stack, builds it when stale); else from the sources through tsx, as
 * `npm run dev` runs it. Compiling the API on the fly costs several seconds of CPU on both cores, which the
 * journeys running beside it meet as a slow shop.
 */
async function entryOf(name: 'api' | 'dev-services', source: string): Promise<string[]> {
  const { distEntryOf, isNodeBuildStale } = await import('../../scripts/lib/build-node.mjs');
  if (!isNodeBuildStale(name)) return [distEntryOf(name)];
  return ['--import', 'tsx', join(repoRoot, name, 'src', source)];
}

/**
 * The shop's own test payment processor on `processorPort` (dev-services, as `npm start` runs it): its webhooks
 * go to this shop's API, never to the shared shop's. Resolves once it listens.
 */
async function startOwnProcessor(port: number, processorPort: number): Promise<ChildProcess> {
  const { startDevServices } = await import('../../scripts/lib/dev-services.mjs');
  const started = await startDevServices({
    args: await entryOf('dev-services', 'start.ts'),
    cwd: join(repoRoot, 'dev-services'),
    env: { ...process.env, PORT: String(port), TEST_PAYMENTS_PORT: String(processorPort), DEV_IDP: '0' },
  });
  if (!started.running) throw new Error(`the test processor on ${processorPort} did not start`);
  return started.child;
}

/**
 * A second shop on its own port: the API (with its server renderer) serving `shellDist`, a copy of the
 * built shell whose remotes.json a journey may change, on its own throwaway database. It is what an
 * operator runs in production, so a journey can break or redeploy a remote for this shop alone while
 * the other journeys go on against the shared one. No development sign-in (its port belongs to the shared
 * shop); a test processor of its own when `processorPort` is given (a journey that pays), else none.
 */
export async function startSecondShop({
  port,
  shellDist,
  dataDir: givenDataDir,
  processorPort,
}: {
  port: number;
  shellDist: string;
  /** Runs a test payment processor of the shop's own on this port, so the shop takes card payments. */
  processorPort?: number;
  /** A database folder prepared beforehand (e.g. by `npm run shop`); removed with the shop like its own. */
  dataDir?: string;
}): Promise<SecondShop> {
  const origin = `http://localhost:${port}`;
  // A new shop migrates and seeds its own database: 49 s once on a slow 2-core machine, over 60 s beside CI's
  // jest lanes. The journey or hook that starts one gets the start's budget on top of its own.
  test.info().setTimeout(test.info().timeout + START_BUDGET_MS);
  // A shop already there (left by a run that timed out) would answer the health check for this one, and the
  // journey would then meet a stranger's shop.
  if (await answersHealth(origin))
    throw new Error(`port ${port} already answers: stop the shop left there by an earlier run`);
  const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), 'vesna-second-shop-')));
  // The API asks the processor who it is when it starts: the processor first.
  const processor = processorPort ? await startOwnProcessor(port, processorPort) : undefined;
  const api: ChildProcess = spawn(process.execPath, await entryOf('api', 'server.ts'), {
    cwd: join(repoRoot, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      SHELL_DIST: shellDist,
      DATA_DIR: dataDir,
      DEV_IDP: '0',
      ...(processorPort ? { TEST_PAYMENTS_PORT: String(processorPort) } : { TEST_PAYMENTS: '0' }),
      LOG_LEVEL: 'error',
      SERVER_RENDER_DEADLINE_MS: '10000',
      SERVER_RENDER_REGION_DEADLINE_MS: '5000',
      RENDER_QUEUE_BUDGET_MS: '10000',
    },
  });
  // A journey that times out abandons this shop: it goes with the test worker, not on running for the next one.
  const killWithWorker = () => {
    api.kill('SIGKILL');
    processor?.kill('SIGKILL');
  };
  process.once('exit', killWithWorker);
  const exited = new Promise<never>((_, reject) =>
    api.once('exit', (code) => reject(new Error(`the second shop on ${port} exited with ${code}`))),
  );
  const started = Date.now();
  const up = (async () => {
    while (Date.now() - started < START_BUDGET_MS) {
      if (await answersHealth(origin)) return;
      await new Promise((wait) => setTimeout(wait, 250));
    }
    throw new Error(`the second shop on ${port} did not answer within ${START_BUDGET_MS / 1000} s`);
  })();
  const stop = async () => {
    process.off('exit', killWithWorker);
    await stopProcess(api, `the second shop on ${port}`);
    if (processor) await stopProcess(processor, `the test processor of the shop on ${port}`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([up, exited]);
  } catch (error) {
    // Never leave a shop starting for the next attempt to meet on this port.
    await stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * SIGTERM, then SIGKILL if the process has not ended within `graceMs`: a shop still finishing a job (a photo's
 * derivatives, a mail) when its journey ends must not hold the suite until the hook's timeout (CI met that as an
 * afterAll hook timing out at 60 s, then a retry of the whole file).
 */
async function stopProcess(child: ChildProcess, name: string, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    console.warn(`[e2e] ${name} did not stop within ${graceMs / 1000} s of SIGTERM: killed`);
    child.kill('SIGKILL');
  }, graceMs);
  await gone;
  clearTimeout(timer);
}

const answersHealth = (origin: string) =>
  fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
