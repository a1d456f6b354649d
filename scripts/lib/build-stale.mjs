// "Builds what is not built": a front end is rebuilt when its dist is missing or older than any
// source it is made from (its own src, shared-ui, contracts, the shared build config).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { distOf, hasServerBuild, repoRoot } from './frontends.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** When both builds were last written: the browser's and the server's (dist/server/), 0 if one is missing. */
function builtAt(name) {
  const markers = [join(distOf(name), name === 'shell' ? 'index.html' : 'mf-manifest.json')];
  if (hasServerBuild(name))
    markers.push(join(distOf(name), 'server', name === 'shell' ? 'render-worker.js' : 'remoteEntry.js'));
  return Math.min(...markers.map((marker) => (existsSync(marker) ? statSync(marker).mtimeMs : 0)));
}

export function isStale(name) {
  const sources = [
    join(repoRoot, name, 'src'),
    join(repoRoot, name, 'public'),
    join(repoRoot, name, 'webpack.config.js'),
    // The versions: a release changes what the build shares (shared-ui's version is the guard's contract).
    join(repoRoot, name, 'package.json'),
    join(repoRoot, 'shared-ui', 'src'),
    join(repoRoot, 'shared-ui', 'package.json'),
    join(repoRoot, 'contracts', 'src'),
    join(repoRoot, 'contracts', 'package.json'),
    join(repoRoot, 'config'),
  ];
  return Math.max(...sources.map(newestMtime)) > builtAt(name);
}

/**
 * Builds the given front ends one after another, as `npm run build` did before issue 25 (kept for
 * `--baseline`; lib/build-all.mjs builds two at a time under nx's cache).
 */
export function buildFrontends(names, { force = false } = {}) {
  for (const name of names) {
    if (!force && !isStale(name)) {
      console.log(`[build] ${name}: up to date`);
      continue;
    }
    console.log(`[build] ${name}: building...`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'compile', '--silent', '-w', name], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`[build] ${name} failed; run \`npm run build -w ${name}\` to see why.`);
      process.exit(result.status ?? 1);
    }
    console.log(`[build] ${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
