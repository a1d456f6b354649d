#!/usr/bin/env node
// npm run build: builds the shell and every remote for production, then compiles the API and dev-services
// to their dist/ (what `npm start` and production run: `node api/dist/server.js`). --force rebuilds even if fresh.
import { buildFrontends } from './lib/build-stale.mjs';
import { buildNodePackages } from './lib/build-node.mjs';
import { frontends } from './lib/frontends.mjs';

const force = process.argv.includes('--force');
buildFrontends(frontends, { force });
buildNodePackages(['api', 'dev-services'], { force });
