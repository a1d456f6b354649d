#!/usr/bin/env node
// Run by `npm install` (the root package's `prepare`): points git at scripts/git-hooks, so every commit's
// message is checked as a Conventional Commit (see git-hooks/check-commit-message.mjs). The path is relative,
// and git resolves it from the root of whichever worktree commits: every worktree of a clone uses its own
// checkout's hooks, and a branch that has none yet simply runs none. Never fails the install: a tarball
// without .git, a machine without git, or a hooks path someone chose on purpose are left alone.
import { spawnSync } from 'node:child_process';

const HOOKS_PATH = 'scripts/git-hooks';

function git(...args) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  return { ok: result.status === 0, out: (result.stdout ?? '').trim() };
}

if (!git('rev-parse', '--is-inside-work-tree').ok) {
  console.log('[git hooks] not a git checkout: no commit-msg hook installed');
} else {
  const current = git('config', '--get', 'core.hooksPath').out;
  if (current === HOOKS_PATH) {
    // Already set (by this clone's first install, or by another worktree of it).
  } else if (current !== '') {
    console.warn(
      `[git hooks] core.hooksPath is already "${current}": left as it is; add scripts/git-hooks/commit-msg there to check commit messages`,
    );
  } else if (git('config', 'core.hooksPath', HOOKS_PATH).ok) {
    console.log('[git hooks] commit messages are checked as Conventional Commits (scripts/git-hooks/commit-msg)');
  } else {
    console.warn('[git hooks] could not set core.hooksPath: commit messages are not checked');
  }
}
