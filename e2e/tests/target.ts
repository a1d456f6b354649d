/**
 * What the suites run against, found once per run by global-setup.ts: the stack Playwright starts here
 * (no E2E_BASE_URL), or a deployed shop at E2E_BASE_URL, whose remotes come from its own /remotes.json.
 * Journeys that need one of the local stand-ins carry `@local` in their title and are skipped, with the
 * reason, on a target that lacks it (fixtures.ts).
 */
export type StandIn = 'outbox' | 'test processor' | 'development identity provider' | "the repository's dist/";

export interface Target {
  /** The shop's origin. */
  origin: string;
  /** Origins of the five remotes' builds, from the shop's remotes.json. */
  remoteOrigins: RemoteUrls;
  /** Where each remote's build is: its manifest's folder (a release's path on a CDN), ending in `/`. */
  remoteBases: RemoteUrls;
  /** The stand-ins the target runs. */
  standIns: StandIn[];
  /** The test processor's origin, when the target pays through it. */
  processorOrigin: string | null;
  /** Where a topology started by `npm run topology` keeps its state (E2E_TOPOLOGY_DIR), else null. */
  topologyDir: string | null;
}

type RemoteUrls = { catalog: string; product: string; checkout: string; account: string; content: string };

export const ALL_STAND_INS: StandIn[] = [
  'outbox',
  'test processor',
  'development identity provider',
  "the repository's dist/",
];

const REMOTE_KEYS = {
  catalog: 'mf_catalog',
  product: 'mf_product',
  checkout: 'mf_checkout',
  account: 'mf_account',
  content: 'mf_content',
} as const;

function mapRemotes<T>(value: (key: keyof RemoteUrls) => T): Record<keyof RemoteUrls, T> {
  const keys = Object.keys(REMOTE_KEYS) as (keyof RemoteUrls)[];
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<keyof RemoteUrls, T>;
}

/** The stack `npm start` serves here: remotes on 3001-3005, every stand-in running. */
export function localTarget(origin: string): Target {
  const remoteOrigins = {
    catalog: 'http://localhost:3001',
    product: 'http://localhost:3002',
    checkout: 'http://localhost:3003',
    account: 'http://localhost:3004',
    content: 'http://localhost:3005',
  };
  return {
    origin,
    remoteOrigins,
    remoteBases: mapRemotes((key) => `${remoteOrigins[key]}/`),
    standIns: ALL_STAND_INS,
    processorOrigin: 'http://localhost:3007',
    topologyDir: null,
  };
}

/** A deployed shop, asked what it runs: its remotes.json, its payments config, its outbox, its sign-in. */
export async function probeTarget(origin: string, topologyDir: string | null): Promise<Target> {
  const remotesAnswer = await fetch(`${origin}/remotes.json`);
  if (!remotesAnswer.ok) throw new Error(`${origin}/remotes.json answered ${remotesAnswer.status}`);
  const remotes = (await remotesAnswer.json()) as Record<string, string>;
  const manifests = mapRemotes((key) => {
    const name = REMOTE_KEYS[key];
    if (!remotes[name]) throw new Error(`${origin}/remotes.json names no ${name}`);
    return new URL(remotes[name], origin);
  });
  const remoteOrigins = mapRemotes((key) => manifests[key].origin);
  const remoteBases = mapRemotes((key) => new URL('./', manifests[key]).href);

  const standIns: StandIn[] = [];
  // The development outbox's JSON twin exists only outside production.
  if ((await fetch(`${origin}/api/dev/outbox?to=nobody%40example.com`)).ok) standIns.push('outbox');
  const payments = (await (await fetch(`${origin}/api/payments/config`)).json()) as {
    mode: string;
    scriptUrl: string | null;
  };
  const processorOrigin =
    payments.mode === 'test-processor' && payments.scriptUrl ? new URL(payments.scriptUrl).origin : null;
  if (processorOrigin) standIns.push('test processor');
  // "Continue with Google" leads to Google itself, or to the development provider standing in for it.
  const google = await fetch(`${origin}/auth/google`, { redirect: 'manual' });
  const provider = google.headers.get('location');
  const providerUrl = provider ? new URL(provider, origin) : null;
  if (providerUrl && providerUrl.origin !== origin && !providerUrl.hostname.endsWith('google.com'))
    standIns.push('development identity provider');
  return { origin, remoteOrigins, remoteBases, standIns, processorOrigin, topologyDir };
}

/** The target global-setup.ts found, handed to every worker in E2E_TARGET. */
export function currentTarget(): Target {
  const json = process.env.E2E_TARGET;
  if (json) return JSON.parse(json) as Target;
  return localTarget(process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3000}`);
}

/** The stand-ins of ALL_STAND_INS the target lacks (none on the local stack). */
export function missingStandIns(target: Target = currentTarget()): StandIn[] {
  return ALL_STAND_INS.filter((standIn) => !target.standIns.includes(standIn));
}
