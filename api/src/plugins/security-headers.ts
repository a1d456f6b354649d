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

/**
 * Reads the remotes' origins from remotes.json again whenever the file changes, so an operator who
 * moves a remote (the file is the switch, see the shell's load-remotes-config.ts) needs no API restart.
 */
function remoteOriginsReader(shellDist: string | undefined): () => Promise<string[]> {
  if (!shellDist) return async () => [];
  const file = path.join(shellDist, 'remotes.json');
  let cached: { mtimeMs: number; origins: string[] } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, origins: remoteOriginsOf(JSON.parse(await readFile(file, 'utf8'))) };
      return cached.origins;
    } catch {
      // No readable remotes.json: the shell cannot load any remote either, so none is allowed.
      return [];
    }
  };
}

/** Content-Security-Policy and Permissions-Policy on every HTML answer (pages, the 404 page, the dev mailbox). */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const remoteOrigins = remoteOriginsReader(options.shellDist);
  const permissions = permissionsPolicy(options.payments);
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({
        remoteOrigins: await remoteOrigins(),
        payments: options.payments,
        mapEmbedUrl: options.mapEmbedUrl,
        liveReload: options.development,
      }),
    );
    reply.header('permissions-policy', permissions);
    return payload;
  });
}
