// The built front-end packages and the local origin each is served from. The shell's origin also
// carries the API; the remotes each get their own, as they would on separate CDNs.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const remotes = [
  { name: 'mf-catalog', port: 3001 },
  { name: 'mf-product', port: 3002 },
  { name: 'mf-checkout', port: 3003 },
  { name: 'mf-account', port: 3004 },
  { name: 'mf-content', port: 3005 },
  // The back office: rendered in the browser only, so it has no server build (dist/server/).
  { name: 'mf-backoffice', port: 3008, browserOnly: true },
];

/** Whether a front end has a server build beside its browser build (every one but the back office). */
export const hasServerBuild = (name) => !remotes.some((remote) => remote.name === name && remote.browserOnly);

export const frontends = ['shell', ...remotes.map((remote) => remote.name)];

export const distOf = (name) => join(repoRoot, name, 'dist');
