import type { FastifyReply } from 'fastify';

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

/** HttpOnly, SameSite=Lax, Path=/, Secure in production, expiring with the session. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(reply),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure(reply) });
}
