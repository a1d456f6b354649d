// Public entry of the session module, also used by auth-google (keep these names stable).
export { SESSION_COOKIE, setSessionCookie, setSignedInHint, clearSessionCookie } from './cookie';
export {
  MAX_SESSIONS_PER_CUSTOMER,
  SESSION_IDLE,
  SESSION_TTL_MS,
  createSession,
  findSessionCustomer,
  hashToken,
  newToken,
  revokeAllSessions,
  revokeSession,
  type NewSession,
} from './service';
