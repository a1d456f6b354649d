// Writes the trimmed shared modules of production browser builds from the names the shop's code imports:
// config/react-router/client.mjs and config/emotion/react.mjs. Module Federation never tree-shakes a shared
// module (every export of the shared file stays on every first visit), so each exports only what some
// front end imports. `npm run build` and `npm start` run it first (scripts/lib/build-all.mjs); nobody edits the lists by hand, and
// shell/src/composition/__tests__/trimmed-shared-packages.test.ts fails when a file is not what this writes.
//   node config/trimmed-shared.js
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
/** What browser builds bundle: every package with a webpack config (the shell, the remotes), and shared-ui. */
const FRONT_ENDS = [
  ...fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'webpack.config.js'))),
  'shared-ui',
];
// Tests and their helpers run under jest on the full package; the shell's renderer is a server build, which
// shares the whole package (config/webpack.server.js).
const SKIPPED_FOLDERS = new Set(['node_modules', '__tests__', 'test-utils', 'test']);
const SERVER_ONLY = path.join(root, 'shell', 'src', 'server');

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || full === SERVER_ONLY ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The front ends' source files (not their tests, not the renderer). */
function shopSources() {
  return FRONT_ENDS.flatMap((frontEnd) => sourceFiles(path.join(root, frontEnd, 'src')));
}

/** The value names the shop's code imports (or re-exports) from a package matching `pattern`, sorted. */
function importedNames(pattern, files = shopSources()) {
  const from = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"](?:${pattern})['"]`, 'g');
  const names = new Set();
  for (const file of files) {
    for (const [, typeOnly, specifiers] of fs.readFileSync(file, 'utf8').matchAll(from)) {
      if (typeOnly) continue;
      for (const raw of specifiers.split(',')) {
        const specifier = raw.trim();
        if (specifier && !specifier.startsWith('type ')) names.add(specifier.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}

const GENERATED = '// Written by config/trimmed-shared.js from the names the shop imports: do not edit.';

const TRIMMED = [
  {
    file: 'react-router/client.mjs',
    pattern: 'react-router(?:-dom)?',
    why: `${GENERATED}
// What the shop shares as \`react-router\` (and react-router-dom, dom.mjs) in production browser builds, from the
// package's production build. The whole package (data routers, framework mode, server rendering, RSC) cost
// 61 KB gz on every first visit; the data-router API throws under the shell's <BrowserRouter> anyway.`,
    from: '../../node_modules/react-router/dist/production/index.mjs',
  },
  {
    file: 'emotion/react.mjs',
    pattern: '@emotion/react',
    why: `${GENERATED}
// What the shop shares as \`@emotion/react\` in production browser builds, from its browser build: \`withTheme\`
// alone brings hoist-non-react-statics and react-is (about 1 KB br). The css prop compiles to
// @emotion/react/jsx-runtime, a module of its own.`,
    from: '../../node_modules/@emotion/react/dist/emotion-react.browser.esm.js',
  },
];

/** Each trimmed module's path and the text it should have today. */
function trimmedSharedModules(files = shopSources()) {
  return TRIMMED.map(({ file, pattern, why, from }) => ({
    file: path.join(__dirname, file),
    text: `${why}\nexport {\n${importedNames(pattern, files)
      .map((name) => `  ${name},`)
      .join('\n')}\n} from '${from}';\n`,
  }));
}

/** Writes the modules that are not what they should be; answers the paths it wrote. */
function writeTrimmedShared() {
  const written = [];
  for (const { file, text } of trimmedSharedModules()) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(file, text);
    written.push(path.relative(root, file));
  }
  return written;
}

module.exports = { importedNames, shopSources, trimmedSharedModules, writeTrimmedShared };

if (require.main === module) {
  const written = writeTrimmedShared();
  console.log(written.length ? `[trimmed-shared] wrote ${written.join(', ')}` : '[trimmed-shared] up to date');
}
