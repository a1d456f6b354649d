// What `npm run build` and `npm start` build: the front ends (webpack) and the API and dev-services (tsc).
// Each package's `compile` runs under nx (which ships with lerna) with a content cache: a package whose
// sources, its workspace dependencies' sources (shared-ui, contracts), the shared build config and its locked
// dependencies are unchanged is restored from .nx/cache instead of being built. Two compile at a time (the
// machines have two cores; a webpack run is mostly one thread). The .br/.gz twins are written after
// (lib/precompress.mjs). `--baseline` (VESNA_BUILD_BASELINE=1) builds as before issue 25: one package after
// another, terser, the twins inside webpack, no cache; the bench times both in one run.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { isStale, buildFrontends } from './build-stale.mjs';
import { buildNodePackages, isNodeBuildStale } from './build-node.mjs';
import { distOf, repoRoot } from './frontends.mjs';
import { precompressDist } from './precompress.mjs';

const require = createRequire(import.meta.url);
const { BASELINE_ENV, isBaselineBuild } = require('../../config/build-profile.js');
const { writeTrimmedShared } = require('../../config/trimmed-shared.js');

export const NODE_PACKAGES = ['api', 'dev-services'];
const PARALLEL = 2;

/** `nx run-many -t compile`, its output streamed with each line prefixed by the package; resolves to its exit code. */
function nxCompile(projects, { force }) {
  const args = [
    require.resolve('nx/bin/nx.js'),
    'run-many',
    '--target=compile',
    `--projects=${projects.join(',')}`,
    `--parallel=${PARALLEL}`,
    '--output-style=stream',
    ...(force ? ['--skip-nx-cache'] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    // No daemon left running after a build, no terminal UI (the lines are the progress), no cloud.
    env: { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/** Writes the compressed twins of each front end's dist/; resolves when all are written. */
export function precompressFrontends(names) {
  return Promise.all(
    names.map(async (name) => {
      const { files, written, seconds } = await precompressDist(distOf(name));
      if (written > 0)
        console.log(`[compress] ${name}: ${written} .br/.gz for ${files} files in ${seconds.toFixed(1)} s`);
    }),
  );
}

/**
 * Builds the given front ends and the API and dev-services. `force` rebuilds everything (no cache, no
 * staleness check); otherwise, when no package is stale by its files' times, nothing runs at all (what
 * `npm start` meets most days). Answers the compression of the twins as a promise: `npm run build` waits for
 * it, `npm start` serves meanwhile.
 */
export async function buildShop(frontendNames, { force = false } = {}) {
  // The shared react-router and Emotion name what the shop imports today (config/trimmed-shared.js).
  const trimmed = writeTrimmedShared();
  if (trimmed.length > 0) console.log(`[build] ${trimmed.join(', ')}: written from the shop's imports (commit them)`);
  if (isBaselineBuild()) {
    buildFrontends(frontendNames, { force });
    await buildNodePackages(NODE_PACKAGES, { force });
    return { compressed: Promise.resolve() };
  }
  const stale = [...frontendNames.filter(isStale), ...NODE_PACKAGES.filter(isNodeBuildStale)];
  if (force || stale.length > 0) {
    const started = Date.now();
    console.log(
      `[build] ${force ? 'every package' : stale.join(', ')}: building (unchanged packages come from the nx cache)`,
    );
    const code = await nxCompile([...frontendNames, ...NODE_PACKAGES], { force });
    if (code !== 0) {
      console.error('[build] failed (see above); `npm run build -w <package>` builds one package alone');
      process.exit(code);
    }
    console.log(`[build] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log('[build] every package is up to date');
  }
  return { compressed: precompressFrontends(frontendNames) };
}

/**
 * Builds front ends while the shop already serves: `npm start` opens the shop first and builds the back office
 * (staff only, nothing a shopper loads) after, when it is stale. Resolves once built and compressed.
 */
export async function buildWhileServing(names) {
  const started = Date.now();
  const code = await nxCompile(names, { force: false });
  if (code !== 0) throw new Error(`building ${names.join(', ')} failed (see above)`);
  console.log(`[build] ${names.join(', ')}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await precompressFrontends(names);
}

export { BASELINE_ENV };
