import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Issue 25 point 4: the commit-msg hook that `npm install` installs, exercised through git itself in a
// throwaway repository holding the shop's hooks folder: the installer, a commit in a second worktree, a merge.
const REPO_ROOT = path.resolve(__dirname, '..', '..');

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      // The shop's own clone must not lend its settings (its core.hooksPath) to the throwaway one.
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the commit-msg hook', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vesna-hook-'));
  const repo = path.join(dir, 'repo');
  const worktree = path.join(dir, 'second-worktree');
  const commit = (cwd: string, message: string) => {
    writeFileSync(path.join(cwd, `${Math.random()}.txt`), message);
    run('git', ['add', '.'], cwd);
    return run('git', ['commit', '-q', '-m', message], cwd);
  };

  beforeAll(() => {
    run('git', ['init', '-q', '-b', 'main', repo], dir);
    cpSync(path.join(REPO_ROOT, 'scripts', 'git-hooks'), path.join(repo, 'scripts', 'git-hooks'), { recursive: true });
    const installed = run(process.execPath, [path.join(REPO_ROOT, 'scripts', 'install-git-hooks.mjs')], repo);
    expect(installed.output).toContain('checked as Conventional Commits');
    expect(commit(repo, 'chore: the hooks').status).toBe(0);
    run('git', ['worktree', 'add', '-q', '-b', 'feature', worktree], repo);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a message that is not a Conventional Commit, saying why', () => {
    const refused = commit(worktree, 'Filter the catalogue by fabric');
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('not a Conventional Commit');
    expect(refused.output).toContain('type(scope): what changed');
    const unknownType = commit(worktree, 'Catalogue: filter by fabric');
    expect(unknownType.status).not.toBe(0);
    expect(unknownType.output).toContain('"Catalogue" is not a commit type');
    const noBlankLine = commit(worktree, 'feat(mf-catalog): filter by fabric\nand by colour');
    expect(noBlankLine.output).toContain('leave one blank line');
  });

  it('accepts the forms the team writes, in any worktree of the clone', () => {
    for (const message of [
      'feat(mf-catalog): filter by fabric',
      'fix(api): 404 for an unknown order',
      'feat(shared-ui)!: useBag answers the lines only',
      'docs: the release command\n\nHow to cut one.\n\nBREAKING CHANGE: none really',
      'chore(release): publish',
    ]) {
      expect(commit(worktree, message)).toMatchObject({ status: 0 });
    }
  });

  it('never blocks a merge or a revert', () => {
    expect(commit(repo, 'fix: on main meanwhile').status).toBe(0);
    const merged = run('git', ['merge', '--no-ff', '--no-edit', 'feature'], repo);
    expect(merged).toMatchObject({ status: 0 });
    expect(run('git', ['log', '-1', '--format=%s'], repo).output).toContain("Merge branch 'feature'");
    expect(run('git', ['revert', '--no-edit', 'HEAD~1'], repo)).toMatchObject({ status: 0 });
  });
});
