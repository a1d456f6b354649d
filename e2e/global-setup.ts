import type { FullConfig } from '@playwright/test';
import { localTarget, missingStandIns, probeTarget } from './tests/target';

/**
 * Finds out once what the suites run against and hands it to every worker (E2E_TARGET): a deployed shop
 * at E2E_BASE_URL is asked for its remotes.json and which stand-ins it runs; the stack started here has
 * them all. "The repository's dist/" is only ever the local stack's.
 */
export default async function globalSetup(config: FullConfig) {
  const origin = new URL(String(config.projects[0]?.use.baseURL)).origin;
  const deployed = process.env.E2E_BASE_URL;
  const target = deployed ? await probeTarget(origin, process.env.E2E_TOPOLOGY_DIR ?? null) : localTarget(origin);
  process.env.E2E_TARGET = JSON.stringify(target);
  if (deployed) {
    const missing = missingStandIns(target);
    console.log(
      `[e2e] target ${origin}: remotes ${Object.values(target.remoteOrigins).join(', ')}; ` +
        (missing.length ? `@local journeys skipped (no ${missing.join(', ')})` : 'every stand-in present'),
    );
  }
}
