import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// CommonJS, as the webpack configs that use it.
import { importedNames, shopSources, trimmedSharedModules } from '../../../../config/trimmed-shared';

/**
 * Production browser builds share trimmed react-router (config/react-router/client.mjs) and Emotion
 * (config/emotion/react.mjs), written by config/trimmed-shared.js from the names the shop imports: a name
 * missing there would be `undefined` at run time in production only (development and server builds share
 * the whole package). `npm run build` writes them; this fails when a committed file is not what it writes.
 */
const repo = path.resolve(__dirname, '../../../..');
const TRIMMED = [
  { name: 'react-router(-dom)', pattern: 'react-router(?:-dom)?', file: 'config/react-router/client.mjs' },
  { name: '@emotion/react', pattern: '@emotion/react', file: 'config/emotion/react.mjs' },
];

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

describe('the trimmed shared modules', () => {
  it("are what config/trimmed-shared.js writes from the shop's imports (run `node config/trimmed-shared.js`)", () => {
    for (const { file, text } of trimmedSharedModules()) expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('name what a front end imports, and only value imports', () => {
    const page = path.join(mkdtempSync(path.join(tmpdir(), 'vesna-trimmed-')), 'page.tsx');
    writeFileSync(
      page,
      "import { Link, type To } from 'react-router-dom';\nimport type { Location } from 'react-router';\nexport { useMatch as match } from 'react-router';\n",
    );
    try {
      expect(importedNames('react-router(?:-dom)?', [page])).toEqual(['Link', 'useMatch']);
    } finally {
      rmSync(page);
    }
  });
});

describe.each(TRIMMED)('the shared $name of production builds', ({ pattern }) => {
  it('is not imported whole (a namespace import or re-export would need every export)', () => {
    const whole = new RegExp(`(import\\s+\\*\\s+as\\s+\\w+|export\\s+\\*)\\s+from\\s+['"](${pattern})['"]`);
    const offenders = shopSources()
      .filter((source: string) => whole.test(readFileSync(source, 'utf8')))
      .map((source: string) => path.relative(repo, source));
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
  it('keeps what the shop styles with and leaves withTheme out', () => {
    const shared = sharedNames('config/emotion/react.mjs');
    for (const name of ['css', 'Global', 'keyframes', 'ThemeProvider']) expect(shared.has(name)).toBe(true);
    expect(shared.has('withTheme')).toBe(false);
  });
});
