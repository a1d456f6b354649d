import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { PasswordHasher } from '../security/password-hash';
import type { AccountRateLimits, RateLimiter } from '../security/rate-limiter';

/** What the account modules share; built once in buildApp and passed to their route plugins. */
export interface AccountsContext {
  db: Database;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  limits: AccountRateLimits;
  /** PUBLIC_ORIGIN: the shop's address for links in mail; else the request's own origin. */
  publicOrigin?: string;
}

/** Origin for links in mail: PUBLIC_ORIGIN when set (always set it in production), else this request's. */
export function linkOrigin(ctx: AccountsContext, request: FastifyRequest): string {
  return ctx.publicOrigin ?? `${request.protocol}://${request.host}`;
}
