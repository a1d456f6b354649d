import type { FastifyReply } from 'fastify';
import { SIGNED_IN_COOKIE } from 'contracts';

export const SESSION_COOKIE = 'vesna_session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the session plugin: Secure cookies in production (NODE_ENV=production). */
    secureCookies: boolean;
  }
}

function isSecure(reply: FastifyReply): boolean {
  const configured = (reply.server as { secureCookies?: boolean }).secureCookies;
  return configured ?? process.env.NODE_ENV === 'production';
}

/**
 * HttpOnly, SameSite=Lax, Path=/, Secure in production, expiring with the session; beside it the signed-in
 * hint (contracts' SIGNED_IN_COOKIE: "1", readable by the page, no secret) with the same lifetime.
 */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const options = { sameSite: 'lax', path: '/', secure: isSecure(reply), expires: expiresAt } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  setSignedInHint(reply, expiresAt);
}

/** The signed-in hint alone, for a session the browser already holds (GET /api/cookies). */
export function setSignedInHint(reply: FastifyReply, expiresAt: Date): void {
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    sameSite: 'lax',
    path: '/',
    secure: isSecure(reply),
    expires: expiresAt,
    httpOnly: false,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure(reply) });
  reply.clearCookie(SIGNED_IN_COOKIE, { httpOnly: false, sameSite: 'lax', path: '/', secure: isSecure(reply) });
}
