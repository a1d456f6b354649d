import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * Second builds of a remote for the redeploy journeys, made from the built remote without running webpack
 * again: the same code with one visible text changed.
 */

/**
 * Writes a changed build file with fresh .br and .gz twins, as the build writes them (the static servers
 * send a precompressed twin when the browser accepts it: a stale one would hide the change).
 */
export async function rewriteBuildFile(file: string, code: string) {
  await writeFile(file, code);
  await writeFile(`${file}.br`, brotliCompressSync(code));
  await writeFile(`${file}.gz`, gzipSync(code));
}

/**
 * Build 2 of mf-content: the page chunk that holds the Careers page's heading, with the heading changed. The
 * page's content is the object whose title is followed by its eyebrow (contracts' route table, bundled in a
 * shared chunk, also names the page "Careers", followed by a description).
 */
export async function changeCareersHeading(distDir: string, heading: string) {
  // Minified in the browser build (title:"Careers",eyebrow:), readable in the server build.
  const before = /title:(\s*)(["'])Careers\2,(\s*)eyebrow:/;
  for (const name of await readdir(distDir)) {
    if (!name.endsWith('.js')) continue;
    const file = join(distDir, name);
    const code = await readFile(file, 'utf8');
    if (!before.test(code)) continue;
    await rewriteBuildFile(
      file,
      code.replace(before, (_, a, _quote, b) => `title:${a}${JSON.stringify(heading)},${b}eyebrow:`),
    );
    return name;
  }
  throw new Error(`no chunk of ${distDir} holds ${before}: the Careers page's content moved`);
}
