#!/usr/bin/env node
// `node scripts/precompress.mjs [dist]`: writes the .br/.gz twins a built front end lacks (lib/precompress.mjs).
// Each front end's `npm run build` ends with it, so a package built alone is ready to upload.
import { resolve } from 'node:path';
import { precompressDist } from './lib/precompress.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const { files, written, seconds } = await precompressDist(dist);
console.log(`[compress] ${dist}: ${written} twins written for ${files} files in ${seconds.toFixed(1)} s`);
