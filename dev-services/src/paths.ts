import path from 'node:path';

const oneUp = path.resolve(__dirname, '..');
/** dev-services/: this file is src/paths.ts through tsx or jest, and dist/src/paths.js once compiled. */
export const DEV_SERVICES_DIR = path.basename(oneUp) === 'dist' ? path.dirname(oneUp) : oneUp;
export const REPO_ROOT = path.resolve(DEV_SERVICES_DIR, '..');
