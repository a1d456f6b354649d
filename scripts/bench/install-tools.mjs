#!/usr/bin/env node
// What only the bench needs (Lighthouse and chrome-launcher, about 200 packages and 140 MB) lives in
// scripts/bench/package.json, outside the workspaces, so a fresh clone's `npm install` does not wait for it (every
// `npm start` and CI run begins with that install). `npm run bench` installs it here, once, from its own lock (`npm install`: `npm ci` refuses it, as one of Lighthouse's packages asks for another's "latest").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));

export function benchToolsInstalled() {
  return ['lighthouse', 'chrome-launcher'].every((name) =>
    existsSync(join(benchDir, 'node_modules', name, 'package.json')),
  );
}

if (!benchToolsInstalled()) {
  console.log('[bench] installing the bench tools (Lighthouse) into scripts/bench/node_modules, once');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: benchDir,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
