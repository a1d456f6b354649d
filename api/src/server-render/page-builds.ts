import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The builds a page is rendered with right now: the shell's (its index.html and renderer), remotes.json
 * as it is on disk, and the build each remote's manifest describes. `stamp` changes when any of them does;
 * the render pool starts fresh workers for a new stamp and the HTML cache keys pages by it.
 */
export interface PageBuilds {
  stamp: string;
  remotes: Record<string, string>;
}

export interface PageBuildsWatch {
  /** The builds now: files are looked at again at most every `checkEveryMs`, manifests every `manifestCheckMs`. */
  current(): Promise<PageBuilds>;
  close(): void;
}

export interface PageBuildsOptions {
  shellDist: string;
  /** How often the shell's files and remotes.json are looked at again (a stat each); default 250 ms. */
  checkEveryMs?: number;
  /**
   * REMOTE_MANIFEST_CHECK_MS: how often each remote's manifest is fetched again, so that a remote
   * redeployed at the same URL reaches the server's pages without a restart; default 30 s.
   */
  manifestCheckMs?: number;
  fetchManifest?: (url: string) => Promise<string>;
  log?: { warn(message: string): void };
}

interface FilesOnDisk {
  stamp: string;
  checkedAt: number;
  remotes: Record<string, string>;
  remotesHash: string;
}

const hash = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 16);

async function fileStamp(file: string): Promise<string> {
  try {
    const { mtimeMs, size } = await stat(file);
    return `${mtimeMs}:${size}`;
  } catch {
    return 'missing';
  }
}

async function defaultFetchManifest(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export function watchPageBuilds({
  shellDist,
  checkEveryMs = 250,
  manifestCheckMs = 30_000,
  fetchManifest = defaultFetchManifest,
  log,
}: PageBuildsOptions): PageBuildsWatch {
  const remotesFile = path.join(shellDist, 'remotes.json');
  const shellFiles = [path.join(shellDist, 'index.html'), path.join(shellDist, 'server', 'render-worker.js')];
  let files: FilesOnDisk | null = null;
  let manifests = new Map<string, string>();
  let checking: Promise<void> | null = null;
  let answered: { files: FilesOnDisk; manifests: Map<string, string>; builds: PageBuilds } | null = null;
  let closed = false;

  /** Each remote's manifest, as a short hash ("unreachable" while it cannot be read: a change when it can). */
  async function readManifests(remotes: Record<string, string>): Promise<Map<string, string>> {
    const entries = await Promise.all(
      Object.entries(remotes).map(async ([name, url]): Promise<[string, string]> => {
        if (!url.endsWith('.json')) return [name, 'entry'];
        try {
          return [name, hash(await fetchManifest(url))];
        } catch (error) {
          log?.warn(`the manifest of ${name} could not be read (${(error as Error).message})`);
          return [name, 'unreachable'];
        }
      }),
    );
    return new Map(entries);
  }

  async function checkFiles(): Promise<void> {
    const stamps = await Promise.all([...shellFiles, remotesFile].map(fileStamp));
    const stamp = stamps.join('|');
    if (files?.stamp === stamp) {
      files.checkedAt = Date.now();
      return;
    }
    const text = await readFile(remotesFile, 'utf8');
    const remotes = JSON.parse(text) as Record<string, string>;
    const remotesHash = hash(text);
    if (files?.remotesHash !== remotesHash) manifests = await readManifests(remotes);
    files = { stamp, checkedAt: Date.now(), remotes, remotesHash };
  }

  const manifestTimer = setInterval(() => {
    if (!files || closed) return;
    const remotes = files.remotes;
    void readManifests(remotes).then((read) => {
      if (files?.remotes === remotes) manifests = read;
    });
  }, manifestCheckMs);
  manifestTimer.unref();

  return {
    async current() {
      if (!files || Date.now() - files.checkedAt >= checkEveryMs) {
        checking ??= checkFiles().finally(() => {
          checking = null;
        });
        await checking;
      }
      const known = files!;
      // Hashed again only when the files or the manifests changed: this runs for every page request.
      if (answered?.files !== known || answered.manifests !== manifests) {
        const builds = [known.stamp, known.remotesHash, ...[...manifests].map(([name, build]) => `${name}=${build}`)];
        answered = { files: known, manifests, builds: { stamp: hash(builds.join(' ')), remotes: known.remotes } };
      }
      return answered.builds;
    },
    close() {
      closed = true;
      clearInterval(manifestTimer);
    },
  };
}
