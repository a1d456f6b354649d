import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { deleteCustomerSessions, deleteSession, insertSession, selectSessionCustomer } from './queries';

/** Sessions last 30 days (api/README.md "Accounts"); a login or registration always starts a new one. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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
  await insertSession(db, hashToken(token), customerId, expiresAt);
  return { token, expiresAt };
}

/** The customer id behind a token when the session exists and has not expired. */
export async function findSessionCustomer(db: Queryable, token: string): Promise<string | null> {
  // A token is 43 base64url characters; anything else cannot be one of ours (saves a query).
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return selectSessionCustomer(db, hashToken(token));
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

/** Every session of the customer (password change, account deletion). */
export async function revokeAllSessions(db: Queryable, customerId: string): Promise<void> {
  await deleteCustomerSessions(db, customerId);
}
