#!/usr/bin/env node
// npm run build: builds the shell and every remote for production, then compiles the API and dev-services
// to their dist/ (what `npm start` and production run: `node api/dist/server.js`), two packages at a time;
// a package whose sources did not change since a build comes from nx's cache (lib/build-all.mjs).
//   --force     rebuild every package (no cache)
//   --baseline  build as before issue 25 (one after another, terser, compression inside webpack), for comparison
import { BASELINE_ENV, buildShop } from './lib/build-all.mjs';
import { frontends } from './lib/frontends.mjs';

if (process.argv.includes('--baseline')) process.env[BASELINE_ENV] = '1';
const started = Date.now();
const { compressed } = await buildShop(frontends, {
  // Before issue 25 `npm run build` always rebuilt everything; the baseline keeps that.
  force: process.argv.includes('--force') || process.argv.includes('--baseline'),
});
await compressed;
console.log(`[build] npm run build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
