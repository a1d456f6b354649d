/**
 * Names shared by the development identity provider and the API's Google sign-in, kept free of
 * oidc-provider so that reading them does not load the provider.
 */
export const DEV_IDP_CLIENT_ID = 'vesna-dev';
/** Not a secret: the development provider only runs on this machine and signs in made-up people. */
export const DEV_IDP_CLIENT_SECRET = 'vesna-dev-client-secret-not-for-production';
export const DEFAULT_DEV_IDP_PORT = 3006;

type Env = Record<string, string | undefined>;

export function devIdpPort(env: Env = process.env): number {
  const port = Number(env.DEV_IDP_PORT ?? DEFAULT_DEV_IDP_PORT);
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : DEFAULT_DEV_IDP_PORT;
}

/** The issuer is exactly this URL: ID tokens carry it as `iss`, and the API discovers it from here. */
export function devIdpIssuer(port: number): string {
  return `http://localhost:${port}`;
}

export function hasGoogleCredentials(env: Env = process.env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** Without Google credentials the development provider stands in, except in production unless DEV_IDP=1. */
export function devIdpWanted(env: Env = process.env): boolean {
  if (env.DEV_IDP === '1') return true;
  if (env.DEV_IDP === '0') return false;
  return !hasGoogleCredentials(env) && env.NODE_ENV !== 'production';
}

/** Callback URLs the development client accepts: the API's port on localhost and 127.0.0.1, and PUBLIC_ORIGIN. */
export function devRedirectUris(apiPort: number, publicOrigin?: string): string[] {
  const origins = [`http://localhost:${apiPort}`, `http://127.0.0.1:${apiPort}`];
  if (publicOrigin) origins.push(publicOrigin.replace(/\/+$/, ''));
  return [...new Set(origins)].map((origin) => `${origin}/auth/google/callback`);
}
