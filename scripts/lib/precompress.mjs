// The `.br` (brotli 11) and `.gz` (gzip 9) twins of every JavaScript and CSS file a front end's browser build
// wrote, for servers that send precompressed files (the API's static shell and scripts/serve-static.mjs, both
// @fastify/static `preCompressed`; nginx `gzip_static`): compressed once at the best levels, never per request.
// Written after webpack rather than inside it, so no build waits for brotli: `npm run build` writes them while
// it finishes, `npm start` while the shop already serves (a server sends the plain file until a twin exists).
// Each twin is written to a temporary name and renamed, so a server never sends half of one. JSON is left out
// on purpose: operators edit dist/remotes.json by hand, and a stale .br beside it would win. dist/server/ (the
// server build, read by Node over HTTP without compression) is left out too.
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const TWINS = [
  {
    extension: '.br',
    compress: (data) => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  },
  { extension: '.gz', compress: (data) => gzip(data, { level: 9 }) },
];
const COMPRESSED = /\.(js|css)$/;
const SKIPPED_DIRS = new Set(['server']);

async function filesToCompress(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...(await filesToCompress(path)));
    } else if (COMPRESSED.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

const mtimeOf = (path) =>
  stat(path).then(
    (info) => info.mtimeMs,
    () => 0,
  );

/** Writes the missing or stale twins of one file; answers how many it wrote. */
async function compressFile(file) {
  const [data, fileMtime] = await Promise.all([readFile(file), mtimeOf(file)]);
  let written = 0;
  for (const { extension, compress } of TWINS) {
    const twin = `${file}${extension}`;
    if ((await mtimeOf(twin)) >= fileMtime) continue;
    const temporary = `${twin}.${process.pid}.tmp`;
    await writeFile(temporary, await compress(data));
    await rename(temporary, twin);
    written += 1;
  }
  return written;
}

/**
 * Writes the twins a front end's dist/ lacks (a file's twin older than the file counts as missing), a few
 * files at a time: zlib runs them on libuv's threads, beside whatever the main thread does.
 */
export async function precompressDist(dist, { concurrency = 4 } = {}) {
  const started = Date.now();
  const files = await filesToCompress(dist);
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < files.length) {
      const count = await compressFile(files[next++]);
      written += count;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { files: files.length, written, seconds: (Date.now() - started) / 1000 };
}
