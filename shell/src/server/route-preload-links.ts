import type { RemoteDefinition } from '../composition/load-remotes-config';

type BrowserManifest = {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
};

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

/**
 * `<link rel="preload">` for the route's remote entry and its page chunk, from the remote's browser
 * manifest: the browser starts fetching them with the HTML instead of after the shell's script ran.
 * Nothing when the manifest cannot be read (the browser then loads the remote as usual).
 */
export async function routePreloadLinks(pageId: string, remotes: readonly RemoteDefinition[]): Promise<string> {
  const [remoteName, exposeName] = pageId.split('/');
  const entry = remotes.find((remote) => remote.name === remoteName)?.entry;
  if (!entry?.endsWith('.json')) return '';
  const manifest = await manifestOf(entry);
  if (!manifest) return '';
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
