import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PaymentsSettings } from '../modules/payments/settings';
import { contentSecurityPolicy, permissionsPolicy, remoteOriginsOf } from '../security/content-security-policy';

export interface SecurityHeadersOptions {
  /** The built shell's folder; its remotes.json names the remotes' origins. */
  shellDist?: string;
  payments: PaymentsSettings;
  mapEmbedUrl?: string | null;
  /** Not production: remotes' dev servers may connect back for live reload (ws:). */
  development: boolean;
}

/** How often remotes.json is looked at again (a stat): an HTML answer must not cost a system call each. */
const RECHECK_MS = 250;

/**
 * Reads the remotes' origins from remotes.json again whenever the file changes (looked at every 250 ms at
 * most), so an operator who moves a remote (the file is the switch, see the shell's load-remotes-config.ts)
 * needs no API restart.
 */
function remoteOriginsReader(shellDist: string | undefined): () => Promise<string[]> {
  if (!shellDist) return async () => [];
  const file = path.join(shellDist, 'remotes.json');
  let cached: { mtimeMs: number; origins: string[]; checkedAt: number } | undefined;
  // One look for all the answers that arrive while it is under way.
  let checking: Promise<string[]> | null = null;
  return async () => {
    if (cached && Date.now() - cached.checkedAt < RECHECK_MS) return cached.origins;
    checking ??= readIfChanged().finally(() => {
      checking = null;
    });
    return checking;
  };
  async function readIfChanged(): Promise<string[]> {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, origins: remoteOriginsOf(JSON.parse(await readFile(file, 'utf8'))), checkedAt: 0 };
      cached.checkedAt = Date.now();
      return cached.origins;
    } catch {
      // No readable remotes.json: the shell cannot load any remote either, so none is allowed.
      cached = undefined;
      return [];
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
  const remoteOrigins = remoteOriginsReader(options.shellDist);
  const permissions = permissionsPolicy(options.payments);
  // The policy is made again only when the remotes' origins change (a new array from the reader).
  let policy: { origins: string[]; header: string } | undefined;
  const policyFor = (origins: string[]) => {
    if (policy?.origins !== origins) {
      const header = contentSecurityPolicy({
        remoteOrigins: origins,
        payments: options.payments,
        mapEmbedUrl: options.mapEmbedUrl,
        liveReload: options.development,
      });
      policy = { origins, header };
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
    reply.header('content-security-policy', policyFor(await remoteOrigins()));
    reply.header('permissions-policy', permissions);
    return payload;
  });
}
