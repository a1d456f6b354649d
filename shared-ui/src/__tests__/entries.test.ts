import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// shared-ui's two entries are split by what a module is: `shared-ui/state` (src/singleton.ts) holds what must
// exist once on the page and is shared by Module Federation; `shared-ui` (src/index.ts), the kit, holds no
// state and is bundled where it is used. A kit module that reached a singleton file by a relative path would
// bundle a second copy of it into a remote: a second bag, a second query client.

const src = path.join(__dirname, '..');
const packageJson = JSON.parse(readFileSync(path.join(src, '..', 'package.json'), 'utf8')) as { sideEffects: string[] };

/** shared-ui's source files (no tests), relative to src/. */
function sourceFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path.relative(src, full)] : [];
  });
}

/** The relative imports of a source file, resolved to files relative to src/. */
function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(src, file), 'utf8');
  return [...text.matchAll(/(?:from|import\() ?'(\.\.?\/[^']+)'/g)].map(([, target]) => {
    const base = path.join(path.dirname(file), target);
    const found = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => existsSync(path.join(src, candidate)));
    if (!found) throw new Error(`${file}: cannot resolve ${target}`);
    return found;
  });
}

/** Every file an entry reaches by relative imports. */
function reachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...relativeImports(file));
  }
  return seen;
}

/** The singleton's own files: those package.json says have side effects (they hold the page's state). */
function isSingletonFile(file: string): boolean {
  return packageJson.sideEffects.some((pattern) => {
    if (!pattern.startsWith('./src/')) return false;
    const glob = pattern.slice('./src/'.length);
    const pattern_ = new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
    return pattern_.test(file);
  });
}

describe("shared-ui's entries", () => {
  it('the kit reaches the singleton by its name only, never by a relative path', () => {
    const kitFiles = sourceFiles().filter((file) => !isSingletonFile(file) && file !== 'singleton.ts');
    expect(kitFiles.length).toBeGreaterThan(40);
    const offenders = kitFiles.flatMap((file) =>
      relativeImports(file)
        .filter(isSingletonFile)
        .map((target) => `${file} imports ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the singleton names every file that holds state as having side effects, and nothing it reaches is a form', () => {
    const reached = [...reachedFrom('singleton.ts')];
    // Which stateful files the entry reaches: each is listed in package.json's sideEffects, so no build drops it.
    for (const stateful of ['state/session.ts', 'state/bag.ts', 'events/events.ts', 'data/query-client.ts']) {
      expect([stateful, reached.includes(stateful), isSingletonFile(stateful)]).toEqual([stateful, true, true]);
    }
    // Stateless files the singleton's own components draw with (theme, icons) are copied, never state.
    expect(reached.filter((file) => /form|dialog|select|tabs/.test(file))).toEqual([]);
  });

  it('the kit barrel re-exports no singleton file, so a remote never bundles a copy of one', () => {
    const reExported = relativeImports('index.ts');
    expect(reExported.length).toBeGreaterThan(40);
    expect(reExported.filter(isSingletonFile)).toEqual([]);
  });

  it('the singleton entry loads without formik, which only forms need', () => {
    jest.isolateModules(() => {
      jest.doMock('formik', () => {
        throw new Error('formik was loaded by the singleton');
      });
      const state = require('shared-ui/state') as Record<string, unknown>;
      expect(state.useBag).toEqual(expect.any(Function));
      expect(state.FormTextField).toBeUndefined();
    });
    jest.dontMock('formik');
  });

  it('the kit holds the components and forms, and none of the state', () => {
    const kit = require('shared-ui') as Record<string, unknown>;
    const state = require('shared-ui/state') as Record<string, unknown>;
    for (const name of ['Button', 'Dialog', 'FormTextField', 'ProductCard', 'getProduct', 'theme']) {
      expect([name, kit[name] !== undefined, state[name]]).toEqual([name, true, undefined]);
    }
    for (const name of ['useBag', 'useSession', 'apiClient', 'browserQueryClient', 'emitShopEvent', 'useToast']) {
      expect([name, state[name] !== undefined, kit[name]]).toEqual([name, true, undefined]);
    }
  });
});
