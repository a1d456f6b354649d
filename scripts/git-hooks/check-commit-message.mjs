#!/usr/bin/env node
// The commit-msg hook: a commit's message must be a Conventional Commit (https://conventionalcommits.org),
// because `npm run release` (lerna version --conventional-commits) reads them to choose each package's next
// version and to write its CHANGELOG.md: `fix` is a patch, `feat` a minor, `!` or a `BREAKING CHANGE:` footer
// a major. Messages git writes itself (merges, reverts, fixup!/squash!/amend!) pass as they are, so the hook
// never blocks a merge or a rebase.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The types of @commitlint/config-conventional: the ones lerna's changelog preset knows. */
export const COMMIT_TYPES = [
  'build',
  'chore',
  'ci',
  'docs',
  'feat',
  'fix',
  'perf',
  'refactor',
  'revert',
  'style',
  'test',
];

const HEADER = /^(?<type>[a-zA-Z]+)(?:\((?<scope>[^()\r\n]*)\))?(?<breaking>!)?: (?<subject>\S.*)$/;
const WRITTEN_BY_GIT = /^(Merge |Revert "|fixup! |squash! |amend! )/;
const SCISSORS = /^# -+ >8 -+$/;

/** The message as git will store it: comment lines and everything below the scissors line dropped. */
function cleanMessage(text) {
  const lines = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (SCISSORS.test(line)) break;
    if (!line.startsWith('#')) lines.push(line);
  }
  while (lines.length > 0 && lines[0].trim() === '') lines.shift();
  return lines;
}

/** What is wrong with a commit message, one sentence each; empty when it may be committed. */
export function commitMessageProblems(text) {
  const lines = cleanMessage(text);
  // An empty message: git itself aborts the commit and says so.
  if (lines.length === 0 || WRITTEN_BY_GIT.test(lines[0])) return [];
  const header = HEADER.exec(lines[0]);
  if (!header) {
    return [`the first line must read \`type(scope): what changed\` (or \`type: what changed\`), not "${lines[0]}"`];
  }
  const problems = [];
  const { type, scope, subject } = header.groups;
  if (!COMMIT_TYPES.includes(type)) {
    problems.push(`"${type}" is not a commit type; use one of ${COMMIT_TYPES.join(', ')}`);
  }
  if (scope !== undefined && scope.trim() === '') problems.push('the scope in () is empty; name it or drop the ()');
  if (subject.trim() === '') problems.push('say what changed after the colon');
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('leave one blank line between the first line and the body');
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(
      [
        'commit-msg: this message is not a Conventional Commit, so `npm run release` could not read it:',
        ...problems.map((problem) => `  - ${problem}`),
        'Examples: "feat(mf-catalog): filter by fabric", "fix(api): 404 for an unknown order",',
        '"feat(shared-ui)!: useBag answers the lines only" (a breaking change). The message was kept in',
        `${file}; commit again with a fixed one (git commit -e -F ${file}).`,
      ].join('\n'),
    );
    process.exit(1);
  }
}
