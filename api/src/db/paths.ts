import path from 'node:path';

/** api/ (this file is api/src/db/paths.ts, also when run through tsx or jest). */
export const API_DIR = path.resolve(__dirname, '..', '..');
export const REPO_ROOT = path.resolve(API_DIR, '..');
export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');
export const DEFAULT_SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
