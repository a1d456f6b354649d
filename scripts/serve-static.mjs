#!/usr/bin/env node
// A dependency-free static server for a built remote (or any dist folder): what a CDN would do for us
// in production. Compresses (brotli or gzip, as the browser asks), caches content-hashed files for a
// year, and keeps the files that name other files (mf-manifest.json, remoteEntry.js, remotes.json,
// index.html) revalidated, so a redeployed remote is picked up without anyone rebuilding the shell.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.map', '.txt']);
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache-Control for a file: a year for content-hashed names, revalidation for the rest. */
export function cacheControlFor(filePath) {
  return hashedName.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {{ dir: string, cors?: boolean, spaFallback?: boolean }} options
 * @returns {import('node:http').Server}
 */
export function createStaticServer({ dir, cors = false, spaFallback = false }) {
  const root = resolve(dir);
  const compressedCache = new Map();

  async function fileFor(urlPath) {
    const decoded = decodeURIComponent(urlPath.split('?')[0]);
    // Source maps are for error reports, not the public (the build keeps them out of dist/ anyway).
    if (decoded.endsWith('.map')) return null;
    const candidate = normalize(join(root, decoded));
    if (candidate !== root && !candidate.startsWith(root + sep)) return null; // no escaping the folder
    try {
      const info = await stat(candidate);
      if (info.isFile()) return { path: candidate, info };
      if (info.isDirectory()) {
        const index = join(candidate, 'index.html');
        return { path: index, info: await stat(index) };
      }
    } catch {
      return null;
    }
    return null;
  }

  return createServer(async (req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();

    let file = await fileFor(req.url ?? '/');
    if (!file && spaFallback && !extname(req.url ?? '')) file = await fileFor('/index.html');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Not found');
    }

    const ext = extname(file.path);
    const etag = `"${file.info.size.toString(16)}-${file.info.mtimeMs.toString(16)}"`;
    const headers = {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(file.path),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();

    let body = await readFile(file.path);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (compressible.has(ext) && body.length > 512) {
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      if (encoding) {
        // Brotli at its best quality, as the shell's precompressed files are: each file is compressed
        // once and cached, so the slower level costs one request, and every shopper gets ~10% fewer bytes.
        const key = `${encoding}:${file.path}:${etag}`;
        if (!compressedCache.has(key)) {
          compressedCache.set(
            key,
            encoding === 'br'
              ? brotliCompressSync(body, {
                  params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
                })
              : gzipSync(body, { level: 9 }),
          );
        }
        body = compressedCache.get(key);
        headers['Content-Encoding'] = encoding;
      }
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

// Run as a command: node scripts/serve-static.mjs --dir dist --port 3001 --cors
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      cors: { type: 'boolean', default: false },
      spa: { type: 'boolean', default: false },
    },
  });
  const server = createStaticServer({ dir: values.dir, cors: values.cors, spaFallback: values.spa });
  server.listen(Number(values.port), () =>
    console.log(`Serving ${resolve(values.dir)} on http://localhost:${values.port}`),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
