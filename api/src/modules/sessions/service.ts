import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import {
  deleteCustomerSessions,
  deleteSession,
  deleteSessionsBeyond,
  insertSession,
  selectSessionCustomer,
  touchSession,
} from './queries';

/** Sessions last 30 days; a login or registration always starts a new one. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session unused this long ends before its 30 days (a forgotten shared computer, a stolen old cookie). */
export const SESSION_IDLE = '7 days';
/** The last use is written at most this often: a write per request would cost more than it tells. */
const TOUCH_AFTER = '1 minute';
/** Live sessions per account: a new one beyond this revokes the oldest. */
export const MAX_SESSIONS_PER_CUSTOMER = 20;

/** SHA-256 (hex) of a token: the only form in which tokens are stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A random 256-bit token, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Starts a session for the customer; the caller sends the token (setSessionCookie, and/or JSON). */
export async function createSession(db: Queryable, customerId: string): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const tokenHash = hashToken(token);
  await insertSession(db, tokenHash, customerId, expiresAt);
  await deleteSessionsBeyond(db, customerId, MAX_SESSIONS_PER_CUSTOMER, tokenHash, SESSION_IDLE);
  return { token, expiresAt };
}

/**
 * The customer id behind a token when the session exists, has not expired and has been used in the
 * last 7 days; records this use when the last one is more than a minute old.
 */
export async function findSessionCustomer(db: Queryable, token: string): Promise<string | null> {
  // A token is 43 base64url characters; anything else cannot be one of ours (saves a query).
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const session = await selectSessionCustomer(db, tokenHash, SESSION_IDLE, TOUCH_AFTER);
  if (!session) return null;
  if (session.stale) await touchSession(db, tokenHash);
  return session.customerId;
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

/** Every session of the customer (password change, account deletion). */
export async function revokeAllSessions(db: Queryable, customerId: string): Promise<void> {
  await deleteCustomerSessions(db, customerId);
}
