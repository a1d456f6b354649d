#!/usr/bin/env node
// The static server for a built remote (or any dist folder): what a CDN does for us in production. Built on
// Fastify and @fastify/static, the API's own stack: precompressed files (the build writes .br and .gz twins,
// config/webpack.common.js), nothing compressed per request; content-hashed files cached for a year, the files
// that name other files (mf-manifest.json, remoteEntry.js, remotes.json, index.html) revalidated, so a
// redeployed remote is picked up without anyone rebuilding the shell. A malformed address gets 400 and a way
// out of the folder 404: no request can stop the server (or `npm start`, which runs one per remote).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

// The name of the file sent: a precompressed twin (`chunk.3f2a9c1b7d.js.br`) is as hashed as its original.
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;

/** Cache-Control for a file: a year for content-hashed names, revalidation for the rest. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath) {
  return hashedName.test(filePath) ? IMMUTABLE : 'no-cache';
}

/** A request path that leaves the folder once decoded (`..` segments, encoded or not). */
function escapesFolder(url) {
  let path = url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    return false; // malformed: Fastify answers 400 before any route
  }
  return path.split(/[\\/]/).includes('..');
}

/**
 * @param {{ dir: string, cors?: boolean, spaFallback?: boolean, logger?: boolean }} options
 * @returns {Promise<import('fastify').FastifyInstance>} ready, not listening
 */
export async function createStaticServer({ dir, cors = false, spaFallback = false, logger = false }) {
  const root = resolve(dir);
  const app = Fastify({ logger, return503OnClosing: true });

  app.addHook('onRequest', async (request, reply) => {
    if (cors) {
      reply.header('access-control-allow-origin', '*');
      // Only a preflight reads the allowed methods; on a GET they would be bytes on every script.
      if (request.method === 'OPTIONS') reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
    }
    if (escapesFolder(request.url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  app.options('*', async (_request, reply) => reply.code(204).send());

  await app.register(fastifyStatic, {
    root,
    // The build writes brotli 11 and gzip 9 twins beside every JS and CSS file; they are sent as they are.
    preCompressed: true,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // The etag is the validator a revalidated file needs (If-None-Match); a date beside it is bytes for nothing.
    etag: true,
    lastModified: false,
    // Scripts, styles and fonts are fetched whole: range support would be a header on each for nothing.
    acceptRanges: false,
    // Source maps are for error reports, not the public (the build keeps them out of dist/ anyway).
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  // A content-hashed file is cached for a year and never revalidated: its etag would be uncompressed header
  // bytes on each script of a first visit (as the shell's own files, plugins/static-shell.ts).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('cache-control') === IMMUTABLE)
      for (const name of ['etag', 'accept-ranges']) reply.removeHeader(name);
    return payload;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (spaFallback && request.method === 'GET' && !/\.[a-z0-9]+$/i.test(path))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  // A file that vanished mid-request, an unreadable folder...: an answer, never a crash.
  app.setErrorHandler(async (error, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Server error' : error.message);
  });
  await app.ready();
  return app;
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
  const server = await createStaticServer({ dir: values.dir, cors: values.cors, spaFallback: values.spa });
  await server.listen({ port: Number(values.port) }).catch((error) => {
    console.error(`Cannot serve ${resolve(values.dir)} on port ${values.port}: ${error.message}`);
    process.exit(1);
  });
  console.log(`Serving ${resolve(values.dir)} on http://localhost:${values.port}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
