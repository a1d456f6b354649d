import path from 'node:path';

const twoUp = path.resolve(__dirname, '..', '..');
/**
 * api/: this file is api/src/db/paths.ts through tsx or jest, and api/dist/src/db/paths.js once compiled
 * (`npm run build`), so migrations, the seed's files and the repository are found from either.
 */
export const API_DIR = path.basename(twoUp) === 'dist' ? path.dirname(twoUp) : twoUp;
export const REPO_ROOT = path.resolve(API_DIR, '..');
export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');
export const DEFAULT_SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
