// The server-side packages compiled for production: the API (`node api/dist/server.js`) and dev-services
// (`node dev-services/dist/start.js`). TypeScript writes CommonJS to <package>/dist/, one file at a time
// (transpileModule, as ts-loader's transpileOnly does for the front ends: `isolatedModules` promises it is
// the same output); the type check is its own step, `npm run typecheck`, over every package at once, so a build
// no longer type-checks the API and contracts again (about 35 s of CPU each time). tsx stays for `npm run dev`
// and the tests. `contracts` is a TypeScript-source package (webpack and jest read its sources), so its compiled
// copy goes into <package>/dist/node_modules/contracts, which Node finds first from dist/ and nothing else sees.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from './frontends.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { isBaselineBuild } = require('../../config/build-profile.js');

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

const formatDiagnostic = (diagnostic) =>
  ts.formatDiagnostic(diagnostic, {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => repoRoot,
    getNewLine: () => '\n',
  });

/** Before issue 25 (`--baseline`): tsc, which type-checks everything it compiles. */
function tscProject(tsconfig, { outDir } = {}) {
  const args = ['-p', tsconfig, ...(outDir ? ['--outDir', outDir] : [])];
  return (
    spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), ...args], { cwd: repoRoot, stdio: 'inherit' })
      .status === 0
  );
}

/**
 * Writes the JavaScript (and source maps, where the tsconfig asks) of every file a tsconfig includes, as tsc
 * would lay them out; false, with the reasons printed, when a file does not parse or the tsconfig is wrong.
 */
function transpileProject(tsconfig, overrides = {}) {
  if (isBaselineBuild()) return tscProject(tsconfig, overrides);
  const parsed = ts.getParsedCommandLineOfConfigFile(join(repoRoot, tsconfig), overrides, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => console.error(formatDiagnostic(diagnostic)),
  });
  if (!parsed || parsed.errors.length > 0) {
    for (const diagnostic of parsed?.errors ?? []) console.error(formatDiagnostic(diagnostic));
    return false;
  }
  let ok = true;
  for (const fileName of parsed.fileNames.filter((file) => !file.endsWith('.d.ts'))) {
    const { outputText, sourceMapText, diagnostics } = ts.transpileModule(readFileSync(fileName, 'utf8'), {
      compilerOptions: parsed.options,
      fileName,
      reportDiagnostics: true,
    });
    if (diagnostics?.length) {
      for (const diagnostic of diagnostics) console.error(formatDiagnostic(diagnostic));
      ok = false;
      continue;
    }
    const [jsFile] = ts.getOutputFileNames(parsed, fileName, false);
    mkdirSync(dirname(jsFile), { recursive: true });
    writeFileSync(jsFile, outputText);
    if (sourceMapText) {
      // transpileModule knows no output folder: point the map at its source from where it is written.
      const map = JSON.parse(sourceMapText);
      map.file = basename(jsFile);
      map.sources = [relative(dirname(jsFile), fileName)];
      writeFileSync(`${jsFile}.map`, JSON.stringify(map));
    }
  }
  return ok;
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
  if (!transpileProject(join(name, 'tsconfig.build.json'))) return false;
  if (!transpileProject(join('contracts', 'tsconfig.build.json'), { outDir: contractsOut })) return false;
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

/** Builds the given packages when stale (or always with force); exits when one does not compile. */
export function buildNodePackages(names, { force = false } = {}) {
  for (const name of names) {
    if (!buildNodePackage(name, { force })) {
      console.error(`[build] ${name} failed; run \`npm run build -w ${name}\` to see why.`);
      process.exit(1);
    }
  }
}
