import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Webpack's content hashes: `main.3f2a9c1b.js`, `123.abcdef0123456789.chunk.js`, `img-0a1b2c3d4e.png`. */
const HASHED_FILE = /[.-][0-9a-f]{8,}[.-]/i;
/** Files the shell reads to find the current build: always revalidated. */
const ALWAYS_FRESH = new Set(['index.html', 'remotes.json', 'mf-manifest.json']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_FRESH.has(name)) return 'no-cache';
  if (HASHED_FILE.test(name)) return IMMUTABLE;
  // Unhashed assets (remoteEntry.js, favicon...) may change with any deploy.
  return 'no-cache';
}

/** True when the folder has a built shell to serve. */
export function hasShellBuild(dir: string | undefined): dir is string {
  return !!dir && existsSync(path.join(dir, 'index.html'));
}

/**
 * Serves the built shell at / with cache headers by file kind. Unknown non-API pages fall back to
 * index.html (see the not-found plugin), so the shell's router renders them, including its 404.
 */
export async function registerStaticShell(app: FastifyInstance, shellDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    // The shell build writes .br and .gz beside each JS/CSS file at the highest levels; serving
    // those saves ~40 KB on a first visit over compressing on the fly at a cheaper level.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
}

export function sendShellIndex(reply: FastifyReply): FastifyReply {
  reply.header('cache-control', 'no-cache');
  return reply.code(200).sendFile('index.html');
}
