/** The part of a remote's browser manifest (`mf-manifest.json`) that the shell reads. */
export type BrowserManifest = {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
};

/**
 * Which build of a remote's page a manifest describes: the names of the page's chunks, which carry their
 * content hash (the remote entry's name and the manifest's URL do not change with a deploy in place).
 */
export function pageBuildOf(manifest: BrowserManifest, exposeName: string): string | undefined {
  const expose = manifest.exposes.find((candidate) => candidate.name === exposeName);
  return expose ? [...expose.assets.js.sync].sort().join(' ') : undefined;
}

/** The manifest this browser loaded for each remote, by remote name (runtime-plugin/remember-manifests.ts). */
const loadedManifests = new Map<string, BrowserManifest>();
/** Pages found to be another build than the server rendered (for the hydration error report). */
const redeployed = new Set<string>();

export function rememberLoadedManifest(remoteName: string, manifest: BrowserManifest): void {
  loadedManifests.set(remoteName, manifest);
}

/**
 * True when the browser loaded another build of the page (`mf_product/ProductPage`) than the one the server
 * rendered with: the remote was redeployed at the same address between the HTML and its hydration. Hydrating
 * the new code over the old markup would mismatch, so the shell renders that region in the browser instead.
 */
export function redeployedSinceRender(pageId: string, serverBuild: string | undefined): boolean {
  if (!serverBuild) return false;
  const [remoteName, exposeName] = pageId.split('/');
  const manifest = loadedManifests.get(remoteName);
  const loadedBuild = manifest ? pageBuildOf(manifest, exposeName) : undefined;
  const changed = loadedBuild !== undefined && loadedBuild !== serverBuild;
  if (changed) redeployed.add(pageId);
  return changed;
}

/** Pages this browser rendered itself because their remote changed since the server rendered them. */
export function pagesRedeployedSinceRender(): string[] {
  return [...redeployed];
}

/** Test hook: a cold browser. */
export function forgetLoadedManifestsForTests(): void {
  loadedManifests.clear();
  redeployed.clear();
}
