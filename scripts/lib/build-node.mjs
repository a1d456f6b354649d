// The server-side packages compiled for production: the API (`node api/dist/server.js`) and dev-services
// (`node dev-services/dist/start.js`). tsc writes CommonJS to <package>/dist/; tsx stays for `npm run dev` and
// the tests. `contracts` is a TypeScript-source package (webpack and jest read its sources), so its compiled
// copy goes into <package>/dist/node_modules/contracts, which Node finds first from dist/ and nothing else sees.
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from './frontends.mjs';

/** What each package is built from, its entry in dist/, and the files tsc does not copy. */
export const nodePackages = {
  api: { sources: ['src', 'seed'], entry: 'server.js', main: 'src/server.js', assets: [] },
  'dev-services': {
    sources: ['src'],
    entry: 'start.js',
    main: 'src/start.js',
    // The processor's browser scripts, served as written.
    assets: ['src/dev-payments/browser'],
  },
};

export const distEntryOf = (name) => join(repoRoot, name, 'dist', nodePackages[name].entry);

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

/** Stale: dist's entry missing or older than any source (its own, contracts', the build's tsconfig). */
export function isNodeBuildStale(name) {
  const entry = distEntryOf(name);
  if (!existsSync(entry)) return true;
  const sources = [
    ...nodePackages[name].sources.map((dir) => join(repoRoot, name, dir)),
    join(repoRoot, name, 'tsconfig.build.json'),
    join(repoRoot, 'contracts', 'src'),
    join(repoRoot, 'contracts', 'tsconfig.build.json'),
    join(repoRoot, 'tsconfig.base.json'),
  ];
  return Math.max(...sources.map(newestMtime)) > statSync(entry).mtimeMs;
}

function tsc(args) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return result.status === 0;
}

/** Compiles one package into its dist/ (from scratch, so no deleted file lingers); false when tsc failed. */
export function buildNodePackage(name, { force = false } = {}) {
  if (!force && !isNodeBuildStale(name)) {
    console.log(`[build] ${name}: up to date`);
    return true;
  }
  console.log(`[build] ${name}: compiling...`);
  const started = Date.now();
  const { assets, entry, main } = nodePackages[name];
  const dist = join(repoRoot, name, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const contractsOut = join(dist, 'node_modules', 'contracts');
  if (!tsc(['-p', join(name, 'tsconfig.build.json')])) return false;
  if (!tsc(['-p', join('contracts', 'tsconfig.build.json'), '--outDir', contractsOut])) return false;
  // Same entries as the sources' package: `contracts`, `contracts/schemas`, `contracts/dev-services`.
  writeFileSync(join(contractsOut, 'package.json'), `${JSON.stringify({ name: 'contracts', main: 'src/index.js' })}\n`);
  for (const asset of assets) cpSync(join(repoRoot, name, asset), join(dist, asset), { recursive: true });
  // dist/<entry> starts the package (tsc keeps src/ and seed/ apart under dist/): `node api/dist/server.js`.
  writeFileSync(
    join(dist, entry),
    `// Written by scripts/lib/build-node.mjs: the compiled entry.\nrequire('./${main}');\n`,
  );
  console.log(`[build] ${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Builds the given packages when stale (or always with force); exits with tsc's failure. */
export function buildNodePackages(names, { force = false } = {}) {
  for (const name of names) {
    if (!buildNodePackage(name, { force })) {
      console.error(`[build] ${name} failed; run \`npm run build -w ${name}\` to see why.`);
      process.exit(1);
    }
  }
}
