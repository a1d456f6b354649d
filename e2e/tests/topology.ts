import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { currentTarget } from './target';

/**
 * The topology `npm run topology` runs (scripts/topology.mjs), for the journeys that operate it: redeploy a
 * remote, stop an API process. They run only when the suite is pointed at it (E2E_TOPOLOGY_DIR, the folder
 * where it keeps its state, and E2E_BASE_URL, its shop).
 */
const repoRoot = resolve(__dirname, '../..');

export function topologySkipReason(): string | undefined {
  return currentTarget().topologyDir
    ? undefined
    : '@topology: runs against `npm run topology` (set E2E_TOPOLOGY_DIR to its folder, E2E_BASE_URL to its shop)';
}

export interface TopologyState {
  shopOrigin: string;
  apiPorts: number[];
  /** The S3-compatible server both API processes keep photos in. */
  objectStorage?: { endpoint: string; bucket: string };
  pids: Record<string, number>;
}

export function topologyState(): TopologyState {
  return JSON.parse(readFileSync(join(currentTarget().topologyDir!, 'state.json'), 'utf8')) as TopologyState;
}

/** The topology's environment for its scripts: its folder, and its ports' base (the shop's port). */
function topologyEnv(): NodeJS.ProcessEnv {
  const target = currentTarget();
  return { ...process.env, TOPOLOGY_DIR: target.topologyDir!, TOPOLOGY_PORT: new URL(target.origin).port };
}

/** `npm run topology:shop -- <argv>`: the staff command on the topology's own database; what it printed. */
export function topologyShop(...argv: string[]): string {
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'topology', 'shop.mjs'), ...argv], {
    encoding: 'utf8',
    env: topologyEnv(),
  });
  if (result.status !== 0) throw new Error(`topology:shop ${argv.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** docs/deploying.md's deploy command for one remote: `npm run topology:deploy -- <remote> <build folder>`. */
export function deployRemote(remote: string, buildDir: string): string {
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'scripts', 'topology', 'deploy-remote.mjs'), remote, buildDir],
    { encoding: 'utf8', env: topologyEnv() },
  );
  if (result.status !== 0) throw new Error(`deploy of ${remote} failed: ${result.stderr}`);
  return result.stdout;
}

/** The remotes.json both API processes serve. */
export function topologyRemotesJson(): Record<string, string> {
  return JSON.parse(readFileSync(join(currentTarget().topologyDir!, 'shell', 'remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
}

export const repoDist = (pkg: string) => join(repoRoot, pkg, 'dist');
