// Where `npm run topology` puts each part: every port comes from one base (TOPOLOGY_PORT, 4120 by default),
// so a second topology, or another engineer's, fits beside it by moving the base.
import { join } from 'node:path';
import { remotes, repoRoot } from '../lib/frontends.mjs';

/** The remote's manifest name in remotes.json (`mf-content` → `mf_content`). */
export const federationName = (remote) => remote.replace(/-/g, '_');

function portFrom(value, name) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - 20)
    throw new Error(`${name} must be a port number from 1 to 65515, not ${JSON.stringify(value)}`);
  return port;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * The shop (nginx) on the base port, the remotes' origins (nginx) on base+1..base+6, the two API processes on
 * base+11 and base+12, the test payment processor on base+17; the photos' object storage on a free loopback port.
 */
export function topologySettings(env = process.env) {
  const base = portFrom(env.TOPOLOGY_PORT ?? '4120', 'TOPOLOGY_PORT');
  const dir = env.TOPOLOGY_DIR ?? join(repoRoot, '.topology');
  return {
    shopPort: base,
    shopOrigin: `http://localhost:${base}`,
    remotes: remotes.map(({ name }, index) => ({ name, port: base + 1 + index })),
    apiPorts: [base + 11, base + 12],
    testPaymentsPort: base + 17,
    dir,
    /** The shell served by both API processes: a copy of shell/dist whose remotes.json is the one source. */
    shellDir: join(dir, 'shell'),
    remotesJson: join(dir, 'shell', 'remotes.json'),
    /** What the remotes' origins serve: <remote>/<release>/ */
    remotesRoot: join(dir, 'remotes'),
    nginxDir: join(dir, 'nginx'),
    cacheDir: join(dir, 'nginx', 'cache'),
    stateFile: join(dir, 'state.json'),
    /**
     * The S3-compatible server both API processes keep photos in (scripts/topology/object-storage.mjs): its
     * files, its bucket, and s3rver's own fixed key pair (it accepts no other).
     */
    objectStorage: {
      dir: join(dir, 'object-storage'),
      bucket: 'vesna-photos',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    databaseUrl: env.TOPOLOGY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vesna_topology',
    redisUrl: env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

/** The ${VESNA_*} values of deploy/nginx/vesna.conf.template for these settings. */
export function nginxValues(settings) {
  const port = (remote) => String(settings.remotes.find(({ name }) => name === remote).port);
  return {
    VESNA_SHOP_PORT: String(settings.shopPort),
    VESNA_API_1: `127.0.0.1:${settings.apiPorts[0]}`,
    VESNA_API_2: `127.0.0.1:${settings.apiPorts[1]}`,
    VESNA_CATALOG_PORT: port('mf-catalog'),
    VESNA_PRODUCT_PORT: port('mf-product'),
    VESNA_CHECKOUT_PORT: port('mf-checkout'),
    VESNA_ACCOUNT_PORT: port('mf-account'),
    VESNA_CONTENT_PORT: port('mf-content'),
    VESNA_BACKOFFICE_PORT: port('mf-backoffice'),
    VESNA_REMOTES_ROOT: settings.remotesRoot,
    VESNA_CACHE_DIR: settings.cacheDir,
  };
}

export const nginxTemplate = join(repoRoot, 'deploy', 'nginx', 'vesna.conf.template');
