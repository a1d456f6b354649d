import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Production browser builds share trimmed react-router (config/react-router/client.mjs) and Emotion
 * (config/emotion/react.mjs): a name the shop imports but the trimmed file does not export would be
 * `undefined` at run time in production only (development and server builds share the whole package).
 * This keeps each list and the shop's imports in step.
 */
const repo = path.resolve(__dirname, '../../../..');
const FRONT_ENDS = [
  'shell',
  'shared-ui',
  'mf-catalog',
  'mf-product',
  'mf-checkout',
  'mf-account',
  'mf-content',
  'mf-backoffice',
];
const TRIMMED = [
  { name: 'react-router(-dom)', pattern: 'react-router(?:-dom)?', file: 'config/react-router/client.mjs' },
  { name: '@emotion/react', pattern: '@emotion/react', file: 'config/emotion/react.mjs' },
];

const TEST_ONLY_FOLDERS = new Set(['node_modules', '__tests__', 'test-utils', 'test']);
/** The shell's renderer: server builds share the whole package (config/webpack.server.js), never the trimmed file. */
const SERVER_ONLY = path.join(repo, 'shell', 'src', 'server');

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Tests and their helpers run under jest on the full package, never on the trimmed production file.
    if (entry.isDirectory()) return TEST_ONLY_FOLDERS.has(entry.name) || full === SERVER_ONLY ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

function sharedNames(file: string): Set<string> {
  const source = readFileSync(path.join(repo, file), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Value imports only: `import type` and `type X` specifiers vanish at compile time. */
function importedNames(pattern: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const importFrom = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"](${pattern})['"]`, 'g');
  for (const frontEnd of FRONT_ENDS) {
    for (const file of sourceFiles(path.join(repo, frontEnd, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const [, typeOnly, specifiers] of source.matchAll(importFrom)) {
        if (typeOnly) continue;
        for (const raw of specifiers.split(',')) {
          const specifier = raw.trim();
          if (!specifier || specifier.startsWith('type ')) continue;
          const name = specifier.split(/\s+as\s+/)[0].trim();
          found.set(name, [...(found.get(name) ?? []), path.relative(repo, file)]);
        }
      }
    }
  }
  return found;
}

describe.each(TRIMMED)('the shared $name of production builds', ({ pattern, file }) => {
  it('exports every name the shop imports', () => {
    const shared = sharedNames(file);
    const missing = [...importedNames(pattern)]
      .filter(([name]) => !shared.has(name))
      .map(([name, files]) => `${name} (${files[0]})`);
    expect(missing).toEqual([]);
  });

  it('is not imported whole (a namespace import or re-export would need every export)', () => {
    const whole = new RegExp(`(import\\s+\\*\\s+as\\s+\\w+|export\\s+\\*)\\s+from\\s+['"](${pattern})['"]`);
    const offenders = FRONT_ENDS.flatMap((frontEnd) => sourceFiles(path.join(repo, frontEnd, 'src')))
      .filter((source) => whole.test(readFileSync(source, 'utf8')))
      .map((source) => path.relative(repo, source));
    expect(offenders).toEqual([]);
  });
});

describe('the shared react-router of production builds', () => {
  it('still keeps the router the shell renders and the hooks the remotes use', () => {
    const shared = sharedNames('config/react-router/client.mjs');
    for (const name of [
      'BrowserRouter',
      'Routes',
      'Route',
      'Link',
      'NavLink',
      'useLocation',
      'useNavigate',
      'useParams',
      'useSearchParams',
    ]) {
      expect(shared.has(name)).toBe(true);
    }
  });
});

describe('the shared Emotion of production builds', () => {
  it('keeps what the css prop, the theme and the server need, and leaves withTheme out', () => {
    const shared = sharedNames('config/emotion/react.mjs');
    for (const name of ['jsx', 'css', 'Global', 'keyframes', 'ThemeProvider', 'useTheme', 'CacheProvider'])
      expect(shared.has(name)).toBe(true);
    expect(shared.has('withTheme')).toBe(false);
  });
});
