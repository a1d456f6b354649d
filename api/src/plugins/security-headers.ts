import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PaymentsSettings } from '../modules/payments/settings';
import {
  contentSecurityPolicy,
  inlineScriptHashesOf,
  permissionsPolicy,
  remoteOriginsOf,
} from '../security/content-security-policy';

export interface SecurityHeadersOptions {
  /** The built shell's folder; its remotes.json names the remotes' origins. */
  shellDist?: string;
  payments: PaymentsSettings;
  mapEmbedUrl?: string | null;
  /** Not production: remotes' dev servers may connect back for live reload (ws:). */
  development: boolean;
}

/** How often the shell's files are looked at again (a stat): an HTML answer must not cost a system call each. */
const RECHECK_MS = 250;

/**
 * What `parse` reads from the shell's `file`, read again whenever the file changes (looked at every 250 ms at
 * most), so a new shell build or an operator who moves a remote (remotes.json is the switch, see the shell's
 * load-remotes-config.ts) needs no API restart. `empty` when there is no shell or no readable file.
 */
function shellFileReader<T>(
  shellDist: string | undefined,
  name: string,
  parse: (text: string) => T,
  empty: T,
): () => Promise<T> {
  if (!shellDist) return async () => empty;
  const file = path.join(shellDist, name);
  let cached: { mtimeMs: number; value: T; checkedAt: number } | undefined;
  // One look for all the answers that arrive while it is under way.
  let checking: Promise<T> | null = null;
  return async () => {
    if (cached && Date.now() - cached.checkedAt < RECHECK_MS) return cached.value;
    checking ??= readIfChanged().finally(() => {
      checking = null;
    });
    return checking;
  };
  async function readIfChanged(): Promise<T> {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')), checkedAt: 0 };
      cached.checkedAt = Date.now();
      return cached.value;
    } catch {
      // No readable file: no remote can be loaded either (remotes.json), no inline script runs (index.html).
      cached = undefined;
      return empty;
    }
  }
}

/**
 * Headers helmet sets on every answer that only a document (or a frame) acts on: a script or a stylesheet
 * is never framed, never navigated to and refers no one. Dropped from JS and CSS answers, where they were
 * ~0.4 KB of uncompressed HTTP/1.1 headers on each of the ~16 files of a first visit. Kept there:
 * X-Content-Type-Options (nosniff guards scripts), Cross-Origin-Resource-Policy and
 * Strict-Transport-Security.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const SUBRESOURCE_TYPE = /^(?:application\/javascript|text\/javascript|text\/css)\b/;

/**
 * Content-Security-Policy and Permissions-Policy on every HTML answer (pages, the 404 page, the dev mailbox);
 * none of the document-only headers on scripts and stylesheets.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const none: string[] = [];
  const remoteOrigins = shellFileReader(
    options.shellDist,
    'remotes.json',
    (text) => remoteOriginsOf(JSON.parse(text)),
    none,
  );
  // The shell's own inline script (the hydration gate, shared-ui/src/hydration/head-script.ts), allowed by its
  // hash as the build wrote it: a new shell build is allowed its new script, and nothing else inline ever is.
  const inlineScripts = shellFileReader(options.shellDist, 'index.html', inlineScriptHashesOf, none);
  const permissions = permissionsPolicy(options.payments);
  // The policy is made again only when what it is made of changes (a new array from a reader).
  let policy: { origins: string[]; hashes: string[]; header: string } | undefined;
  const policyFor = (origins: string[], hashes: string[]) => {
    if (policy?.origins !== origins || policy.hashes !== hashes) {
      const header = contentSecurityPolicy({
        remoteOrigins: origins,
        inlineScriptHashes: hashes,
        payments: options.payments,
        mapEmbedUrl: options.mapEmbedUrl,
        liveReload: options.development,
      });
      policy = { origins, hashes, header };
    }
    return policy.header;
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string') return payload;
    if (SUBRESOURCE_TYPE.test(type)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    }
    if (!type.startsWith('text/html')) return payload;
    reply.header('content-security-policy', policyFor(await remoteOrigins(), await inlineScripts()));
    reply.header('permissions-policy', permissions);
    return payload;
  });
}
