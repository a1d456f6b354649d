#!/usr/bin/env node
// `npm run shop` for the running topology's shop: `npm run topology:shop -- staff add you@example.com --role owner`.
// The topology's database is its own on the machine's PostgreSQL (settings.mjs), which the command opens
// directly, as on any PostgreSQL shop, and the links it prints are the topology's shop's. It runs the API build
// the topology runs (built by `npm run topology`), so the command and the API processes are the same code.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/frontends.mjs';
import { topologySettings } from './settings.mjs';

const settings = topologySettings();
const command = join(repoRoot, 'api', 'dist', 'src', 'staff', 'shop.js');
if (!existsSync(command)) {
  console.error(`topology:shop: ${command} is missing: \`npm run topology\` builds it`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [command, ...process.argv.slice(2)], {
  cwd: join(repoRoot, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: settings.databaseUrl,
    PUBLIC_ORIGIN: settings.shopOrigin,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
process.exit(result.status ?? 1);
