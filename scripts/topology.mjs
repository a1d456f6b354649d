#!/usr/bin/env node
// npm run topology: the shop as it is deployed, on this machine. nginx (Debian's package) is the CDN that
// serves each remote from its own origin and the shop's load balancer and page cache in front of two API
// processes on the machine's PostgreSQL and Redis; remotes.json is one file that both processes serve and
// render with; photos are in one S3-compatible bucket (s3rver, scripts/topology/object-storage.mjs) that both
// processes read and write. Ctrl-C stops it all. Ports from TOPOLOGY_PORT (4120): see
// scripts/topology/settings.mjs.
//   --fresh   drops the topology's database and empties its bucket first (a new shop with the seed catalogue)
import { spawn } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { buildFrontends } from './lib/build-stale.mjs';
import { buildNodePackages, distEntryOf } from './lib/build-node.mjs';
import { startDevServices } from './lib/dev-services.mjs';
import { distOf, frontends, repoRoot } from './lib/frontends.mjs';
import { deployRemote } from './topology/deploy-remote.mjs';
import { findNginx, startNginx, writeNginxConfig } from './topology/nginx.mjs';
import { topologySettings } from './topology/settings.mjs';
import { staffSecretsKey } from './lib/staff-secrets-key.mjs';

const settings = topologySettings();
const fresh = process.argv.includes('--fresh');
const log = (part, line) => console.log(`[${part}] ${line}`);

let stopping = false;
/** Set once the shop answers through nginx. */
let ready = false;
const children = new Map(); // part name → child process

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values())
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  void rm(settings.stateFile, { force: true });
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('uncaughtException', (error) => {
  console.error(`[topology] stopped by an unexpected error: ${error.stack ?? error}`);
  stop(1);
});

let runStamp = '';
/** The object storage's endpoint, once it answers (scripts/topology/object-storage.mjs). */
let objectStorageEndpoint = '';

/**
 * The topology's own database on the machine's PostgreSQL, created when missing (dropped first with --fresh);
 * its creation time names the Redis keys of that shop.
 */
async function prepareDatabase() {
  const url = new URL(settings.databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${quoted}`);
    // The database's own OID: new whenever the database is created again.
    const { rows } = await admin.query('SELECT oid FROM pg_database WHERE datname = $1', [name]);
    runStamp = `${name}-${rows[0].oid}`;
  } finally {
    await admin.end();
  }
}

/** The environment of both API processes: production, the same database, Redis, shell and remotes.json. */
function apiEnv(port) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    // Both processes seal staff TOTP secrets with one key, kept between runs as the database is.
    STAFF_SECRETS_KEY: staffSecretsKey(join(repoRoot, '.data', 'topology-staff-secrets-key')),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    // The topology's own keys and channel on the machine's Redis, new with each database (runStamp), so a
    // --fresh shop starts with fresh limits and never hears another shop's catalogue announcements.
    REDIS_KEY_PREFIX: `vesna:topology:${runStamp}:rl:`,
    REDIS_CATALOGUE_CHANNEL: `vesna:topology:${runStamp}:catalogue`,
    // One bucket for both processes: a photo uploaded through one is served by the other.
    S3_BUCKET: settings.objectStorage.bucket,
    S3_ENDPOINT: objectStorageEndpoint,
    S3_REGION: settings.objectStorage.region,
    S3_ACCESS_KEY_ID: settings.objectStorage.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.objectStorage.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    TRUST_PROXY: 'true',
    PUBLIC_ORIGIN: settings.shopOrigin,
    SHELL_DIST: settings.shellDir,
    // No mail server here: mail stays in the outbox table (production never shows it).
    MAIL_TRANSPORT: process.env.SMTP_URL ? 'smtp' : 'outbox',
    TEST_PAYMENTS: process.env.STRIPE_SECRET_KEY ? '0' : '1',
    TEST_PAYMENTS_PORT: String(settings.testPaymentsPort),
    DEV_IDP: '0',
    // Production logs every request at info; the topology's console keeps to what went wrong.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
}

/**
 * The photos' S3-compatible server, a part like nginx: when it stops, the topology stops (the API processes
 * could neither store nor serve a photo). Resolves once it answers, its endpoint in objectStorageEndpoint.
 */
async function startObjectStorage() {
  const { dir, bucket } = settings.objectStorage;
  if (fresh) await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'topology', 'object-storage.mjs')], {
    env: { ...process.env, OBJECT_STORAGE_DIR: dir, OBJECT_STORAGE_BUCKET: bucket },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.set('object-storage', child);
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) =>
      reject(new Error(`the object storage stopped before it answered (exit code ${code})`)),
    );
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log('object-storage', `stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping the topology`);
    stop(1);
  });
  objectStorageEndpoint = `http://127.0.0.1:${port}`;
  log(
    'object-storage',
    `s3rver at ${objectStorageEndpoint}, bucket ${bucket} (photos of both API processes), files in ${dir}`,
  );
}

/**
 * An API process, started again a second after it stops, as an orchestrator would: the other one serves
 * the shop meanwhile (nginx passes it every request the stopped one cannot take).
 */
function superviseApi(index) {
  const name = `api-${index + 1}`;
  const port = settings.apiPorts[index];
  const child = spawn(process.execPath, [distEntryOf('api')], {
    cwd: join(repoRoot, 'api'),
    env: apiEnv(port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(name, child);
  if (ready) void writeState();
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(name, `stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); starting it again on ${port}`);
    setTimeout(() => !stopping && superviseApi(index), 1000);
  });
}

/**
 * What tests and tools need to find the running parts (ports, PIDs): written once the shop answers through
 * nginx (so its presence means ready), again whenever an API process is started again.
 */
async function writeState() {
  const pids = Object.fromEntries([...children].map(([name, child]) => [name, child.pid]));
  await writeFile(
    settings.stateFile,
    `${JSON.stringify(
      {
        shopOrigin: settings.shopOrigin,
        apiPorts: settings.apiPorts,
        objectStorage: { endpoint: objectStorageEndpoint, bucket: settings.objectStorage.bucket },
        pids,
        supervisor: process.pid,
      },
      null,
      2,
    )}\n`,
  );
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const started = Date.now();
  while (!stopping && Date.now() - started < timeoutMs) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  const nginx = findNginx();
  buildFrontends(frontends);
  buildNodePackages(['api', 'dev-services']);
  await prepareDatabase();
  await startObjectStorage();

  // The shell both processes serve: the build as it is, with remotes.json written by the deploys below.
  await rm(settings.shellDir, { recursive: true, force: true });
  await mkdir(settings.dir, { recursive: true });
  await cp(distOf('shell'), settings.shellDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  await writeFile(settings.remotesJson, '{}\n');

  const nginxProcess = startNginx(nginx, settings, await writeNginxConfig(settings));
  children.set('nginx', nginxProcess);
  nginxProcess.on('exit', (code, signal) => {
    if (stopping) return;
    log('nginx', `stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping the topology`);
    stop(1);
  });

  // Each remote's build goes up as a release, exactly as a team's deploy does it (npm run topology:deploy).
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const { name } of settings.remotes) {
    const { manifestUrl } = await deployRemote(settings, name);
    log(name, manifestUrl);
  }

  if (!process.env.STRIPE_SECRET_KEY) {
    const started = await startDevServices({
      args: [distEntryOf('dev-services')],
      cwd: join(repoRoot, 'dev-services'),
      env: {
        ...apiEnv(settings.shopPort),
        // The processor posts its webhooks to the shop's origin, through the load balancer.
        PORT: String(settings.shopPort),
        TEST_PAYMENTS_DATA_DIR: join(settings.dir, 'test-payments'),
      },
    });
    if (started.running) {
      children.set('dev-services', started.child);
      started.child.on('exit', () => !stopping && (log('dev-services', 'stopped; stopping the topology'), stop(1)));
    }
  }

  superviseApi(0);
  superviseApi(1);
  await Promise.all(settings.apiPorts.map((port) => waitFor(`http://127.0.0.1:${port}/api/health`, `API on ${port}`)));
  await waitFor(`${settings.shopOrigin}/api/health`, 'nginx');
  ready = true;
  await writeState();
  console.log(
    `\nVesna (topology) is open at ${settings.shopOrigin}: nginx → API ${settings.apiPorts.join(' + ')}, ` +
      `remotes on ${settings.remotes.map(({ port }) => port).join(', ')}, ` +
      `photos in bucket ${settings.objectStorage.bucket} at ${objectStorageEndpoint}; Ctrl-C stops everything\n`,
  );
}

main().catch((error) => {
  console.error(`[topology] ${error.message}`);
  stop(1);
});
