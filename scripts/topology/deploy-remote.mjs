#!/usr/bin/env node
// Deploys one remote to the running topology, as a team deploys its remote to its CDN, in docs/deploying.md's four
// steps: the build is uploaded as a new release beside the others (nothing is overwritten), its manifest is
// checked through the remote's origin, remotes.json is switched to it, and the shop's page cache is purged so
// the next HTML is rendered with it. Nothing restarts: the API processes read remotes.json again on their
// next page, and browsers on their next load.
//
//   npm run topology:deploy -- mf-content [path/to/dist]     (default: the remote's own dist/)
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distOf, hasServerBuild, remotes } from '../lib/frontends.mjs';
import { federationName, topologySettings } from './settings.mjs';

/** Every file of a build folder, as paths relative to it, in a stable order (source maps left out). */
async function buildFiles(buildDir, sub = '') {
  const files = [];
  for (const entry of (await readdir(join(buildDir, sub), { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(sub, entry.name);
    if (entry.isDirectory()) files.push(...(await buildFiles(buildDir, path)));
    else if (!entry.name.endsWith('.map')) files.push(path);
  }
  return files;
}

/**
 * A release's name: the package's version and a hash of every file of the build (names and contents), so
 * two different builds never share a folder and the same build deployed again finds its own.
 */
export async function releaseName(remote, buildDir) {
  const entries = hasServerBuild(remote) ? ['remoteEntry.js', join('server', 'remoteEntry.js')] : ['remoteEntry.js'];
  for (const file of ['mf-manifest.json', ...entries]) {
    if (!existsSync(join(buildDir, file)))
      throw new Error(`${buildDir} is not a build of ${remote}: it has no ${file}`);
  }
  const hash = createHash('sha256');
  for (const file of await buildFiles(buildDir)) hash.update(`${file}\0`).update(await readFile(join(buildDir, file)));
  const { version } = JSON.parse(await readFile(join(distOf(remote), '..', 'package.json'), 'utf8'));
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

/** Step 2: copies the build into <remotesRoot>/<remote>/<release>/ (under a temporary name, then renamed). */
export async function uploadRelease(settings, remote, buildDir) {
  const release = await releaseName(remote, buildDir);
  const target = join(settings.remotesRoot, remote, release);
  if (!existsSync(target)) {
    const partial = `${target}.uploading-${process.pid}`;
    await cp(buildDir, partial, { recursive: true, filter: (source) => !source.endsWith('.map') });
    await rename(partial, target);
  }
  const origin = `http://localhost:${settings.remotes.find(({ name }) => name === remote).port}`;
  return { release, manifestUrl: `${origin}/${release}/mf-manifest.json` };
}

/**
 * Step 3: the manifest answers through the remote's origin, names this remote, and the browser and server
 * entries it names answer too. Throws with what is wrong; remotes.json is not touched then.
 */
export async function checkManifest(remote, manifestUrl) {
  const answer = await fetch(manifestUrl);
  if (!answer.ok) throw new Error(`${manifestUrl} answered ${answer.status}`);
  const manifest = await answer.json();
  if (manifest.name !== federationName(remote))
    throw new Error(`${manifestUrl} is the manifest of ${manifest.name}, not of ${federationName(remote)}`);
  // A browser-only remote (the back office) has no server entry to name.
  const wanted = hasServerBuild(remote) ? 2 : 1;
  const entries = [manifest.metaData?.remoteEntry, manifest.metaData?.ssrRemoteEntry].filter(Boolean);
  if (entries.length < wanted)
    throw new Error(`${manifestUrl} names no browser entry${wanted === 2 ? ' or no server entry' : ''}`);
  for (const entry of entries) {
    const url = new URL(join(entry.path ?? '', entry.name), manifestUrl);
    const file = await fetch(url, { method: 'HEAD' });
    if (!file.ok) throw new Error(`${manifestUrl} names ${url}, which answered ${file.status}`);
  }
  return manifest;
}

/** Step 4a: remotes.json names the release; written whole under a temporary name, then renamed. */
export async function switchRemotesJson(settings, remote, manifestUrl) {
  const current = existsSync(settings.remotesJson) ? JSON.parse(await readFile(settings.remotesJson, 'utf8')) : {};
  const next = { ...current, [federationName(remote)]: manifestUrl };
  const partial = `${settings.remotesJson}.${process.pid}`;
  await writeFile(partial, `${JSON.stringify(next, null, 2)}\n`);
  await rename(partial, settings.remotesJson);
  return next;
}

/**
 * Step 4b: the CDN's purge. Public pages are cached by nginx for their s-maxage and the HTML names the
 * remotes it was rendered with, so without it shoppers would get the old release for up to six minutes.
 * nginx reads a removed cache file as a miss.
 */
export async function purgePageCache(settings) {
  if (!existsSync(settings.cacheDir)) return;
  for (const entry of await readdir(settings.cacheDir))
    await rm(join(settings.cacheDir, entry), { recursive: true, force: true });
}

/** All four steps for one remote. */
export async function deployRemote(settings, remote, buildDir = distOf(remote)) {
  if (!remotes.some(({ name }) => name === remote))
    throw new Error(`${remote} is not a remote (${remotes.map(({ name }) => name).join(', ')})`);
  const { release, manifestUrl } = await uploadRelease(settings, remote, buildDir);
  await checkManifest(remote, manifestUrl);
  await switchRemotesJson(settings, remote, manifestUrl);
  await purgePageCache(settings);
  return { release, manifestUrl };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [remote, buildDir] = process.argv.slice(2);
  if (!remote) {
    console.error('usage: npm run topology:deploy -- <remote> [build folder]');
    process.exit(2);
  }
  deployRemote(topologySettings(), remote, buildDir).then(
    ({ release, manifestUrl }) => console.log(`[deploy] ${remote} ${release} is live: ${manifestUrl}`),
    (error) => {
      console.error(`[deploy] ${remote} not deployed: ${error.message}`);
      process.exit(1);
    },
  );
}
