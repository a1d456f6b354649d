#!/usr/bin/env node
// npm run release [-- lerna version arguments]: lerna version --no-push, after giving back the tags a clone lacks.
//
// lerna reads "what changed since the last release" from each package's tag (`<package>@<version>`). A clone
// made without tags (CI's checkout, `git clone --no-tags`, a branch pushed without `--follow-tags`) has the
// release commits but not their tags, and lerna would then count every package as changed since the beginning
// and bump all of them again. The tags are recovered from the release commits themselves: lerna writes
// `chore(release): publish` with one ` - <package>@<version>` line per package it tagged.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RELEASE_SUBJECT = '^chore\\(release\\): publish';
const TAGGED_LINE = /^ - ((?:@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+(?:-[\w.]+)?)$/gm;

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** Every `<package>@<version>` a release commit of this branch names, with the commit it names it in. */
export function releasedTags() {
  const log = git(['log', '--extended-regexp', `--grep=${RELEASE_SUBJECT}`, '--format=%H%x00%B%x01']);
  return log
    .split('\x01')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const [commit, body] = entry.split('\x00');
      return [...body.matchAll(TAGGED_LINE)].map(([, tag]) => ({ tag, commit }));
    });
}

/** Creates the annotated tags (as lerna makes them) that the release commits name and this clone lacks. */
export function restoreReleaseTags() {
  const existing = new Set(git(['tag', '--list']).split('\n').filter(Boolean));
  const restored = [];
  for (const { tag, commit } of releasedTags()) {
    if (existing.has(tag)) continue;
    git(['tag', '--annotate', tag, '--message', tag, commit]);
    existing.add(tag);
    restored.push(tag);
  }
  return restored;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const restored = restoreReleaseTags();
  if (restored.length > 0) console.log(`release: tags restored from the release commits: ${restored.join(', ')}`);
  const lerna = spawnSync('npx', ['--no-install', 'lerna', 'version', '--no-push', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(lerna.status ?? 1);
}
