import type { RemoteDefinition } from '../composition/load-remotes-config';
import { pageBuildOf, type BrowserManifest } from '../composition/remote-builds';

/** A remote's browser manifest, read once per render worker (a new worker starts for a new remotes.json). */
const manifests = new Map<string, Promise<BrowserManifest | null>>();

function manifestOf(url: string): Promise<BrowserManifest | null> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<BrowserManifest>) : null))
      .catch(() => null);
    manifests.set(url, manifest);
  }
  return manifest;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function manifestOfRemote(pageId: string, remotes: readonly RemoteDefinition[]) {
  const entry = remotes.find((remote) => remote.name === pageId.split('/')[0])?.entry;
  return entry?.endsWith('.json') ? manifestOf(entry).then((manifest) => manifest && { entry, manifest }) : null;
}

/**
 * The build of the route's page this worker renders: the worker reads the manifest once, when it first
 * loads the remote, so the two describe the same deploy. Undefined when there is no manifest to read.
 */
export async function routePageBuild(
  pageId: string,
  remotes: readonly RemoteDefinition[],
): Promise<string | undefined> {
  const found = await manifestOfRemote(pageId, remotes);
  return found ? pageBuildOf(found.manifest, pageId.split('/')[1]) : undefined;
}

/**
 * `<link rel="preload">` for the route's remote entry and its page chunk, from the remote's browser
 * manifest: the browser starts fetching them with the HTML instead of after the shell's script ran.
 * Nothing when the manifest cannot be read (the browser then loads the remote as usual).
 */
export async function routePreloadLinks(pageId: string, remotes: readonly RemoteDefinition[]): Promise<string> {
  const found = await manifestOfRemote(pageId, remotes);
  if (!found) return '';
  const { entry, manifest } = found;
  const exposeName = pageId.split('/')[1];
  const base = new URL(
    manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : '.',
    entry,
  );
  const { remoteEntry } = manifest.metaData;
  const files = [
    `${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`,
    ...(manifest.exposes.find((expose) => expose.name === exposeName)?.assets.js.sync ?? []),
  ];
  return files
    .map((file) => `<link rel="preload" as="script" href="${escapeAttribute(new URL(file, base).href)}" />`)
    .join('\n');
}
