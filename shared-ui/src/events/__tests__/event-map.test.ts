/**
 * The event map says the truth: every event in ShopEventMap is emitted somewhere, every emitted event
 * is in the map, and each entry's "Emitted by:" / "Listened by:" lines name exactly the packages whose
 * code emits / listens to it. Reads the sources of the shell, the five remotes and shared-ui.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const PACKAGES = [
  'shell',
  'mf-catalog',
  'mf-product',
  'mf-checkout',
  'mf-account',
  'mf-content',
  'mf-backoffice',
  'shared-ui',
];
// Tests and test helpers emit events to exercise listeners; only the product code counts.
const SKIPPED_DIRS = new Set(['node_modules', '__tests__', 'test-utils']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Source without comments, so an example in a doc comment is not taken for a call. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

type Usage = Map<string, Set<string>>;

/** Event name → the packages whose code calls one of `functions` with that name as a string literal. */
function usage(functions: string[]): Usage {
  const pattern = new RegExp(`\\b(?:${functions.join('|')})\\(\\s*['"]([^'"]+)['"]`, 'g');
  const found: Usage = new Map();
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
      for (const [, name] of code(file).matchAll(pattern)) {
        found.set(name, (found.get(name) ?? new Set()).add(pkg));
      }
    }
  }
  return found;
}

interface Documented {
  emitters: Set<string>;
  listeners: Set<string>;
}

/** The packages a doc line names, leaving out what is in parentheses (the details of where and why). */
function packagesNamed(text: string): Set<string> {
  let outer = text;
  for (let previous = ''; previous !== outer;) {
    previous = outer;
    outer = outer.replace(/\([^()]*\)/g, '');
  }
  return new Set(PACKAGES.filter((pkg) => new RegExp(`(^|[^\\w-])${pkg}(?![\\w-])`).test(outer)));
}

/** ShopEventMap's entries as events.ts documents them. */
function documentedEvents(): Map<string, Documented> {
  const source = readFileSync(path.join(ROOT, 'shared-ui/src/events/events.ts'), 'utf8');
  const body = source.slice(source.indexOf('export interface ShopEventMap {'));
  const entries = new Map<string, Documented>();
  for (const [, doc, name] of body.matchAll(/\/\*\*([\s\S]*?)\*\/\s*'([^']+)':/g)) {
    const text = doc.replace(/^\s*\* ?/gm, '').replace(/\s+/g, ' ');
    const emitted = /Emitted by:(.*?)(?:Listened by:|$)/.exec(text)?.[1] ?? '';
    const listened = /Listened by:(.*)$/.exec(text)?.[1] ?? '';
    entries.set(name, { emitters: packagesNamed(emitted), listeners: packagesNamed(listened) });
  }
  return entries;
}

const documented = documentedEvents();
// `new CustomEvent`: the hydration gate dispatches its one event itself (it imports nothing, early-add.ts).
const emitted = usage(['emitShopEvent', 'new CustomEvent']);
const listened = usage(['onShopEvent', 'useShopEvent']);
const sorted = (names: Iterable<string>) => [...names].sort();

describe('the event map (events.ts)', () => {
  it('finds the map and the calls it is checked against', () => {
    expect(documented.size).toBeGreaterThan(0);
    expect(emitted.size).toBeGreaterThan(0);
  });

  it('documents every event the code emits, and only those', () => {
    expect(sorted(documented.keys())).toEqual(sorted(emitted.keys()));
  });

  it('documents no event that only has listeners', () => {
    const unemitted = [...listened.keys()].filter((name) => !emitted.has(name));
    expect(unemitted).toEqual([]);
  });

  it.each([...documented.keys()])('names who emits and who listens to %s today', (name) => {
    const entry = documented.get(name)!;
    expect({ emittedBy: sorted(entry.emitters), listenedBy: sorted(entry.listeners) }).toEqual({
      emittedBy: sorted(emitted.get(name) ?? []),
      listenedBy: sorted(listened.get(name) ?? []),
    });
  });

  it("matches docs/events.md's events table", () => {
    const readme = readFileSync(path.join(ROOT, 'docs/events.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Public contract: events'));
    const table = section.slice(0, section.indexOf('\n## '));
    const rows = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map(([, name]) => name);
    expect(sorted(rows)).toEqual(sorted(documented.keys()));
  });
});

describe('the source reader', () => {
  it('tells a call from a mention in a comment and reads the packages of a doc line', () => {
    expect(packagesNamed(' shell (reads mf-account `useX()` data), shared-ui.')).toEqual(
      new Set(['shell', 'shared-ui']),
    );
    expect(packagesNamed(' nobody (the header reads `sessionAtom`).')).toEqual(new Set());
    const pattern = /\bemitShopEvent\(\s*'([^']+)'/g;
    const sample = "/** emitShopEvent('a:doc') */\n// emitShopEvent('b:doc')\nemitShopEvent(\n  'c:real', {});";
    const stripped = sample.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
    expect([...stripped.matchAll(pattern)].map(([, name]) => name)).toEqual(['c:real']);
  });
});
