import type { FastifyReply } from 'fastify';
import { STAFF_COOKIE_NAME } from 'contracts/staff';

/** Only the staff API ever receives it: never a shopper page, never a customer route. */
const STAFF_COOKIE_PATH = '/api/staff';

const options = (reply: FastifyReply) =>
  ({
    httpOnly: true,
    sameSite: 'strict',
    path: STAFF_COOKIE_PATH,
    secure: (reply.server as { secureCookies?: boolean }).secureCookies ?? process.env.NODE_ENV === 'production',
  }) as const;

/** A session cookie (no expiry: it ends with the browser); the server ends it after 30 minutes idle. */
export function setStaffCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE_NAME, token, options(reply));
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE_NAME, options(reply));
}
