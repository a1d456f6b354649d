import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Issue 25 point 4: `npm run release` (lerna version with the Conventional Commits preset) on a throwaway clone
// of this repository's last commit: the first release (every package to 1.0.0), then a release that reads a
// breaking change of shared-ui and a fix of mf-catalog from the commits since. Nothing is pushed anywhere.
jest.setTimeout(600_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const PACKAGES = ['api', 'contracts', 'dev-services', 'e2e', 'shared-ui', 'shell', 'mf-catalog', 'mf-product'];

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
  const tags = () => run('git', ['tag', '--list']).split('\n');

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

  it('cuts the first release: every package at 1.0.0, a CHANGELOG.md and a tag each, one commit, no push', () => {
    const before = run('git', ['rev-parse', 'HEAD']);
    run('npm', ['run', 'release', '--', 'major', '--yes']);
    for (const pkg of PACKAGES) {
      expect(versionOf(pkg)).toBe('1.0.0');
      expect(tags()).toContain(`${pkg}@1.0.0`);
      expect(readFileSync(path.join(clone, pkg, 'CHANGELOG.md'), 'utf8')).toContain('## 1.0.0');
    }
    expect(run('git', ['log', '-1', '--format=%s'])).toBe('chore(release): publish');
    expect(run('git', ['rev-parse', 'HEAD~1'])).toBe(before);
    expect(JSON.parse(readFileSync(path.join(clone, 'mf-catalog', 'package.json'), 'utf8')).dependencies).toMatchObject(
      {
        'shared-ui': '^1.0.0',
        contracts: '^1.0.0',
      },
    );
    const lock = JSON.parse(readFileSync(path.join(clone, 'package-lock.json'), 'utf8'));
    expect(lock.packages['shared-ui'].version).toBe('1.0.0');
    // Nothing left uncommitted (the clone's node_modules is this repository's, linked).
    const uncommitted = run('git', ['status', '--porcelain']).split('\n');
    expect(uncommitted.filter((line) => line !== '' && !line.endsWith('node_modules'))).toEqual([]);
  });

  it('reads the commits since: a breaking change of shared-ui is a major, a fix of mf-catalog a patch', () => {
    appendFileSync(path.join(clone, 'shared-ui', 'src', 'index.ts'), '\n// a breaking change\n');
    run('git', ['commit', '-q', '-am', 'feat(shared-ui)!: useBag answers the lines only']);
    appendFileSync(path.join(clone, 'mf-catalog', 'src', 'index.ts'), '\n// a fix\n');
    run('git', ['commit', '-q', '-am', 'fix(mf-catalog): the filter keeps its colour']);
    run('npm', ['run', 'release', '--', '--yes']);

    expect(versionOf('shared-ui')).toBe('2.0.0');
    expect(versionOf('mf-catalog')).toBe('1.0.1');
    // A package neither touched nor depending on shared-ui keeps its version and gets no tag.
    expect(versionOf('contracts')).toBe('1.0.0');
    expect(tags()).not.toContain('contracts@1.0.1');
    // Packages that depend on shared-ui are released with the new range.
    expect(versionOf('shell')).toBe('1.0.1');
    expect(JSON.parse(readFileSync(path.join(clone, 'shell', 'package.json'), 'utf8')).dependencies['shared-ui']).toBe(
      '^2.0.0',
    );
    const changelog = readFileSync(path.join(clone, 'shared-ui', 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain('BREAKING CHANGES');
    expect(changelog).toContain('useBag answers the lines only');
    expect(readFileSync(path.join(clone, 'mf-catalog', 'CHANGELOG.md'), 'utf8')).toContain(
      'the filter keeps its colour',
    );
  });
});
