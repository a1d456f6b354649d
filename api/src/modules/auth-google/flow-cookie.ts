import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The values one sign-in attempt must find again at the callback (PKCE verifier, state, nonce and the
 * redirect URI), kept in the browser for 10 minutes in an HttpOnly, SameSite=Lax cookie scoped to
 * /auth/google. The cookie is HMAC-signed with a key derived from the client secret, so it cannot be
 * forged or edited, and every API instance with the same credentials accepts it (no server state).
 */
export const FLOW_COOKIE = 'vesna_google_flow';
const FLOW_PATH = '/auth/google';
export const FLOW_TTL_MS = 10 * 60 * 1000;

export interface SignInFlow {
  codeVerifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  /** Where the shop sends the shopper after the callback: a path on this shop (contracts' returnPath). */
  returnTo?: string;
  expiresAt: number;
}

function macKey(clientSecret: string): Buffer {
  return createHash('sha256').update(`vesna:auth-google:flow-cookie:${clientSecret}`).digest();
}

function sign(payload: string, clientSecret: string): string {
  return createHmac('sha256', macKey(clientSecret)).update(payload).digest('base64url');
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${FLOW_COOKIE}=${value}`,
    `Path=${FLOW_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Secure like the session cookie: the session plugin's setting, else NODE_ENV=production. */
function secureCookies(reply: FastifyReply): boolean {
  return (reply.server as { secureCookies?: boolean }).secureCookies ?? process.env.NODE_ENV === 'production';
}

export function setFlowCookie(reply: FastifyReply, flow: SignInFlow, clientSecret: string): void {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  const value = `${payload}.${sign(payload, clientSecret)}`;
  reply.header('set-cookie', serialize(value, Math.round(FLOW_TTL_MS / 1000), secureCookies(reply)));
}

export function clearFlowCookie(reply: FastifyReply): void {
  reply.header('set-cookie', serialize('', 0, secureCookies(reply)));
}

/** The attempt's values when the cookie is present, untampered and not expired; otherwise null. */
export function readFlowCookie(request: FastifyRequest, clientSecret: string, now = Date.now()): SignInFlow | null {
  const raw = cookieValue(request.headers.cookie, FLOW_COOKIE);
  if (!raw) return null;
  const [payload, mac] = raw.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(sign(payload, clientSecret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignInFlow;
    const complete = ['codeVerifier', 'state', 'nonce', 'redirectUri'].every(
      (key) => typeof flow[key as keyof SignInFlow] === 'string',
    );
    return complete && typeof flow.expiresAt === 'number' && flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}

/** Reads one cookie from the Cookie header (independent of whether @fastify/cookie is registered). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
