import { existsSync } from 'node:fs';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { REMOTE_NAMES, ROUTES, type RemoteName } from 'contracts';

/**
 * Contract between the shell and each remote, checked without building anything: every page the
 * route table names is exposed by that remote's webpack config (the exposes it hands the MF plugin,
 * see config/webpack.remote.js), under the MF name the shell registers, from a file that exists.
 * A remote that renames or drops an expose fails here, not in a shopper's browser.
 */
const repoRoot = path.resolve(__dirname, '../../../..');

type RemoteBuild = { federation: { name: string; exposes: Record<string, string> } };

/** mf_catalog → <repo>/mf-catalog */
const dirOf = (remote: RemoteName) => path.join(repoRoot, remote.replace('_', '-'));

/** The remote's webpack config as webpack would load it (build configuration, not code the shell imports). */
function federationOf(remote: RemoteName): RemoteBuild['federation'] {
  const build = require(path.join(dirOf(remote), 'webpack.config.js')) as RemoteBuild;
  return build.federation;
}

describe.each(REMOTE_NAMES)("%s's webpack config", (remote) => {
  const federation = federationOf(remote);
  const routes = ROUTES.filter((route) => route.remote === remote);

  it('builds under the MF name the shell registers', () => {
    expect(federation.name).toBe(remote);
  });

  it('exposes every page the route table names', () => {
    const missing = routes.map((route) => route.expose).filter((expose) => !(expose in federation.exposes));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
  });

  it('exports first data from exactly the pages whose row says so (the server waits for it)', () => {
    const declared = routes.map((route) => ({
      expose: route.expose,
      firstData: route.firstData === true,
    }));
    const exported = routes.map((route) => ({
      expose: route.expose,
      firstData: /export\s+(const|function|async function)\s+firstData\b/.test(
        readFileSync(path.join(dirOf(remote), federation.exposes[route.expose]), 'utf8'),
      ),
    }));
    expect(exported).toEqual(declared);
  });

  it('exposes them from files that exist', () => {
    const absent = routes
      .map((route) => federation.exposes[route.expose])
      .filter((file) => !file || !existsSync(path.join(dirOf(remote), file)));
    expect(absent).toEqual([]);
  });
});
