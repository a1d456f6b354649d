/**
 * Reads remotes.json (remote name -> mf-manifest.json URL) from the shell's origin at start-up,
 * so moving or redeploying a remote only means editing that file, never rebuilding the shell.
 */
export const REMOTES_CONFIG_URL = '/remotes.json';

export type RemoteDefinition = { name: string; entry: string };

/** MF names must be identifiers (they become globals and manifest keys). */
const REMOTE_NAME = /^[A-Za-z_$][\w$]*$/;

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

/** Turns the parsed JSON into remote definitions, or explains what is wrong with it. */
export function parseRemotesConfig(raw: unknown): RemoteDefinition[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RemotesConfigError('remotes.json must be an object of remote name to manifest URL');
  }
  return Object.entries(raw).map(([name, entry]) => {
    if (!REMOTE_NAME.test(name)) {
      throw new RemotesConfigError(`remotes.json: "${name}" is not a valid Module Federation name`);
    }
    if (typeof entry !== 'string' || !/\.(json|js)(\?.*)?$/.test(entry)) {
      throw new RemotesConfigError(
        `remotes.json: the entry of "${name}" must be a URL of an mf-manifest.json or remoteEntry.js`,
      );
    }
    try {
      // Relative entries are allowed (a remote served from the shell's own origin).
      new URL(entry, globalThis.location?.href ?? 'http://localhost/');
    } catch {
      throw new RemotesConfigError(`remotes.json: the entry of "${name}" is not a URL`);
    }
    return { name, entry };
  });
}

export async function loadRemotesConfig(url: string = REMOTES_CONFIG_URL): Promise<RemoteDefinition[]> {
  // no-cache: the file is the switch operators flip to move a remote; a stale copy would defeat it.
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new RemotesConfigError(`${url} answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}
