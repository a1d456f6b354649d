import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Issue 25 point 4: `npm run release` (scripts/release.mjs) (lerna version with the Conventional Commits preset) on a throwaway clone
// of this repository's last commit, whatever its packages' versions are (before the first release at 0.x, or any
// release after it): a major release of every package, then a release that reads a breaking change of shared-ui
// and a fix of mf-catalog from the commits since. Nothing is pushed anywhere.
jest.setTimeout(600_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Every package lerna versions (lerna.json's `packages`). */
const PACKAGES = [
  'contracts',
  'shared-ui',
  'api',
  'dev-services',
  'shell',
  'mf-catalog',
  'mf-product',
  'mf-checkout',
  'mf-account',
  'mf-content',
  'mf-backoffice',
  'e2e',
];
/** A file of each package whose change counts as a change of the package (not a test, not Markdown). */
const SOURCE_OF: Record<string, string> = {
  api: 'src/server.ts',
  'dev-services': 'src/start.ts',
  e2e: 'playwright.config.ts',
};
const sourceOf = (pkg: string) => SOURCE_OF[pkg] ?? path.join('src', 'index.ts');

type Version = [number, number, number];
const parse = (version: string) => version.split('.').map(Number) as Version;
const nextMajor = (version: string) => `${parse(version)[0] + 1}.0.0`;
const nextPatch = (version: string) => {
  const [major, minor, patch] = parse(version);
  return `${major}.${minor}.${patch + 1}`;
};

describe('npm run release', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vesna-release-'));
  const clone = path.join(dir, 'clone');
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, {
      cwd: clone,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', CI: 'true' },
    });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stdout}${result.stderr}`);
    return result.stdout.trim();
  };
  const versionOf = (pkg: string) =>
    (JSON.parse(readFileSync(path.join(clone, pkg, 'package.json'), 'utf8')) as { version: string }).version;
  const dependenciesOf = (pkg: string) =>
    (
      JSON.parse(readFileSync(path.join(clone, pkg, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies;
  const changelogOf = (pkg: string) => readFileSync(path.join(clone, pkg, 'CHANGELOG.md'), 'utf8');
  const tags = () => run('git', ['tag', '--list']).split('\n');
  const versions = () => Object.fromEntries(PACKAGES.map((pkg) => [pkg, versionOf(pkg)]));

  beforeAll(() => {
    spawnSync('git', ['clone', '-q', REPO_ROOT, clone]);
    run('git', ['checkout', '-q', '-B', 'main']);
    run('git', ['config', 'user.name', 'Release Test']);
    run('git', ['config', 'user.email', 'release@example.com']);
    // The release's own commit goes through the hook, as on a developer's clone.
    run('git', ['config', 'core.hooksPath', 'scripts/git-hooks']);
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('releases every changed package one major up: a CHANGELOG.md with the commit and a tag each, one commit, no push', () => {
    // A fix in every package since whatever release the clone has last (none before the first), so each has a change.
    for (const pkg of PACKAGES) appendFileSync(path.join(clone, pkg, sourceOf(pkg)), '\n// a fix\n');
    run('git', ['commit', '-q', '-am', 'fix: one line of every package']);
    const before = versions();
    const head = run('git', ['rev-parse', 'HEAD']);

    run('npm', ['run', 'release', '--', 'major', '--yes']);

    for (const pkg of PACKAGES) {
      const released = nextMajor(before[pkg]);
      expect(`${pkg}@${versionOf(pkg)}`).toBe(`${pkg}@${released}`);
      expect(tags()).toContain(`${pkg}@${released}`);
      // `## 1.0.0` for a package's first release, `## [2.0.0](<compare link>)` after one.
      expect(changelogOf(pkg)).toMatch(new RegExp(`^## \\[?${released.replace(/\./g, '\\.')}\\b`, 'm'));
      expect(changelogOf(pkg)).toContain('one line of every package');
    }
    expect(run('git', ['log', '-1', '--format=%s'])).toBe('chore(release): publish');
    expect(run('git', ['rev-parse', 'HEAD~1'])).toBe(head);
    // The workspace ranges and the lockfile follow.
    expect(dependenciesOf('mf-catalog')).toMatchObject({
      'shared-ui': `^${versionOf('shared-ui')}`,
      contracts: `^${versionOf('contracts')}`,
    });
    const lock = JSON.parse(readFileSync(path.join(clone, 'package-lock.json'), 'utf8'));
    expect(lock.packages['shared-ui'].version).toBe(versionOf('shared-ui'));
    // Nothing left uncommitted (the clone's node_modules is this repository's, linked).
    const uncommitted = run('git', ['status', '--porcelain']).split('\n');
    expect(uncommitted.filter((line) => line !== '' && !line.endsWith('node_modules'))).toEqual([]);
  });

  it('reads the commits since: a breaking change of shared-ui is a major, a fix of mf-catalog a patch', () => {
    // Every package is at 1.0.0 or later now, where a breaking change is a major.
    const before = versions();
    appendFileSync(path.join(clone, 'shared-ui', 'src', 'index.ts'), '\n// a breaking change\n');
    run('git', ['commit', '-q', '-am', 'feat(shared-ui)!: useBag answers the lines only']);
    appendFileSync(path.join(clone, 'mf-catalog', 'src', 'index.ts'), '\n// a fix\n');
    run('git', ['commit', '-q', '-am', 'fix(mf-catalog): the filter keeps its colour']);
    run('npm', ['run', 'release', '--', '--yes']);

    expect(versionOf('shared-ui')).toBe(nextMajor(before['shared-ui']));
    expect(versionOf('mf-catalog')).toBe(nextPatch(before['mf-catalog']));
    // A package neither touched nor depending on shared-ui keeps its version and gets no tag.
    expect(versionOf('contracts')).toBe(before.contracts);
    expect(tags()).not.toContain(`contracts@${nextPatch(before.contracts)}`);
    // Packages that depend on shared-ui are released with the new range.
    expect(versionOf('shell')).toBe(nextPatch(before.shell));
    expect(dependenciesOf('shell')['shared-ui']).toBe(`^${versionOf('shared-ui')}`);
    const changelog = changelogOf('shared-ui');
    expect(changelog).toContain('BREAKING CHANGES');
    expect(changelog).toContain('useBag answers the lines only');
    expect(changelogOf('mf-catalog')).toContain('the filter keeps its colour');
  });

  it('in a clone without tags (CI checks out none) takes them back from the release commits: only what changed is released', () => {
    const before = versions();
    for (const tag of tags().filter(Boolean)) run('git', ['tag', '--delete', tag]);
    appendFileSync(path.join(clone, 'mf-content', 'src', 'index.ts'), '\n// a fix\n');
    run('git', ['commit', '-q', '-am', 'fix(mf-content): the contact form keeps its draft']);
    run('npm', ['run', 'release', '--', '--yes']);

    expect(versionOf('mf-content')).toBe(nextPatch(before['mf-content']));
    // Without the tags lerna would count every package as changed since the first commit and bump them all.
    expect(versions()).toEqual({ ...before, 'mf-content': versionOf('mf-content') });
    expect(tags()).toEqual(
      expect.arrayContaining([`shared-ui@${before['shared-ui']}`, `mf-content@${versionOf('mf-content')}`]),
    );
  });
});
