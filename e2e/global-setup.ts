import type { FullConfig } from '@playwright/test';
import { localTarget, missingStandIns, probeTarget } from './tests/target';

/**
 * Finds out once what the suites run against and hands it to every worker (E2E_TARGET): a deployed shop
 * at E2E_BASE_URL is asked for its remotes.json and which stand-ins it runs; the stack started here has
 * them all. "The repository's dist/" is only ever the local stack's.
 */
/**
 * `npm start` opens the shop before it builds a stale back office (scripts/start.mjs): the staff journeys wait
 * for its manifest (named in the shop's remotes.json) rather than meet a remote that is still being built.
 */
async function backOfficeBuilt(origin: string, timeoutMs = 5 * 60_000): Promise<void> {
  const remotes = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
  const manifest = remotes.mf_backoffice;
  if (!manifest) throw new Error(`${origin}/remotes.json names no mf_backoffice`);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await fetch(manifest).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the back office's ${manifest} did not answer within ${timeoutMs / 1000} s`);
}

export default async function globalSetup(config: FullConfig) {
  const origin = new URL(String(config.projects[0]?.use.baseURL)).origin;
  const deployed = process.env.E2E_BASE_URL;
  const target = deployed ? await probeTarget(origin, process.env.E2E_TOPOLOGY_DIR ?? null) : localTarget(origin);
  if (!deployed) await backOfficeBuilt(origin);
  process.env.E2E_TARGET = JSON.stringify(target);
  if (deployed) {
    const missing = missingStandIns(target);
    console.log(
      `[e2e] target ${origin}: remotes ${Object.values(target.remoteOrigins).join(', ')}; ` +
        (missing.length ? `@local journeys skipped (no ${missing.join(', ')})` : 'every stand-in present'),
    );
  }
}
