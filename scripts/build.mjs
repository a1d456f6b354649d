#!/usr/bin/env node
// npm run build: builds the shell and every remote for production (--force rebuilds even if fresh).
import { buildFrontends } from './lib/build-stale.mjs';
import { frontends } from './lib/frontends.mjs';

buildFrontends(frontends, { force: process.argv.includes('--force') });
