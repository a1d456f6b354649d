#!/usr/bin/env node
// `npm run build -w api` / `-w dev-services` (with --force), and `npm start -w ...` before it runs dist/:
// compiles one server-side package to its dist/ when it is stale (see lib/build-node.mjs).
import { buildNodePackages, nodePackages } from './lib/build-node.mjs';

const name = process.argv[2];
if (!(name in nodePackages)) {
  console.error(`usage: node scripts/build-node-package.mjs <${Object.keys(nodePackages).join('|')}> [--force]`);
  process.exit(2);
}
buildNodePackages([name], { force: process.argv.includes('--force') });
