import {
  DEV_IDP_CLIENT_ID,
  DEV_IDP_CLIENT_SECRET,
  devIdpIssuer,
  devIdpPort,
  devIdpWanted,
  hasGoogleCredentials,
} from 'contracts/dev-services';

/** The OpenID Connect provider behind "Continue with Google". */
export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The local development provider (plain http on localhost, so openid-client must allow http). */
  development: boolean;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET → Google. Otherwise the development provider on
 * http://localhost:${DEV_IDP_PORT ?? 3006} when it runs (not in production unless DEV_IDP=1), else
 * null: Google sign-in is unavailable. Read per request so tests can point it at their own provider.
 */
export function resolveProviderSettings(
  env: Record<string, string | undefined> = process.env,
): OidcProviderSettings | null {
  if (hasGoogleCredentials(env)) {
    return {
      issuer: GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID as string,
      clientSecret: env.GOOGLE_CLIENT_SECRET as string,
      development: false,
    };
  }
  if (!devIdpWanted(env)) return null;
  return {
    issuer: devIdpIssuer(devIdpPort(env)),
    clientId: DEV_IDP_CLIENT_ID,
    clientSecret: DEV_IDP_CLIENT_SECRET,
    development: true,
  };
}
