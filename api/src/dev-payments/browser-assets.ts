import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';

/**
 * The scripts the processor serves to browsers, written as plain JavaScript in ./browser (no build
 * step). A served script may be several of those files joined in one closure, so that a helper is
 * written once (e.g. form encoding for the shop's script and the card frame).
 */
const BROWSER_DIR = path.join(__dirname, 'browser');

const SCRIPTS: Record<string, string[]> = {
  '/v3/challenge-result.js': ['challenge-result.js'],
};

const cache = new Map<string, string>();

function buildScript(files: string[], origin: string): string {
  const sources = files.map((file) => readFileSync(path.join(BROWSER_DIR, file), 'utf8'));
  const joined = sources.length === 1 ? sources[0] : `(function () {\n'use strict';\n${sources.join('\n')}\n})();\n`;
  // The processor's origin, for a script that cannot read it from its own <script src>.
  return joined.replace(/__VESNA_PROCESSOR_ORIGIN__/g, origin);
}

/** Answers GET of a known script and returns true; false for any other path. */
export function serveBrowserScript(pathname: string, origin: string, res: ServerResponse): boolean {
  const files = SCRIPTS[pathname];
  if (!files) return false;
  const key = `${origin} ${pathname}`;
  let source = cache.get(key);
  if (source === undefined) {
    source = buildScript(files, origin);
    cache.set(key, source);
  }
  res.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'access-control-allow-origin': '*',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.end(source);
  return true;
}
