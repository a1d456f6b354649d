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
  // The Stripe.js-compatible script the shop loads.
  '/v3/stripe.js': ['stripe-js.js'],
  // The card element's frame: the spec's card rules, then the frame's behaviour.
  '/v3/card-frame.js': ['card-rules.js', 'card-frame.js'],
  '/v3/challenge.js': ['challenge.js'],
  '/v3/challenge-result.js': ['challenge-result.js'],
};

const cache = new Map<string, string>();

function buildScript(files: string[], origin: string): string {
  const sources = files.map((file) => readFileSync(path.join(BROWSER_DIR, file), 'utf8'));
  const joined = sources.length === 1 ? sources[0] : `(function () {\n'use strict';\n${sources.join('\n')}\n})();\n`;
  // The processor's origin, for a script that cannot read it from its own <script src>.
  return joined.replace(/__VESNA_PROCESSOR_ORIGIN__/g, origin);
}

/** The text of a served script, or undefined for any other path. */
export function browserScript(pathname: string, origin: string): string | undefined {
  const files = SCRIPTS[pathname];
  if (!files) return undefined;
  const key = `${origin} ${pathname}`;
  let source = cache.get(key);
  if (source === undefined) {
    source = buildScript(files, origin);
    cache.set(key, source);
  }
  return source;
}

/** Answers GET of a known script and returns true; false for any other path. */
export function serveBrowserScript(pathname: string, origin: string, res: ServerResponse): boolean {
  const source = browserScript(pathname, origin);
  if (source === undefined) return false;
  res.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    // Loaded by the shop's pages from their own origin, as js.stripe.com is.
    'access-control-allow-origin': '*',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.end(source);
  return true;
}
