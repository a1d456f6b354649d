import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { returnPath } from 'contracts';
import type { Database } from '../../db/database';
import { createSession, setSessionCookie } from '../sessions';
import { clearFlowCookie, FLOW_TTL_MS, readFlowCookie, setFlowCookie } from './flow-cookie';
import { loadOpenIdClient, providerConfiguration } from './oidc-client';
import { resolveProviderSettings, type OidcProviderSettings } from './provider-settings';
import { profileFromClaims, signInWithProviderIdentity, SocialSignInError } from './service';
import { googleSignInSchemas } from './route-schemas';

/** A query parameter given once as text; anything else (absent, repeated) is undefined. */
function queryText(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

export interface GoogleSignInOptions {
  db: Database;
  /** The shop's public origin (callback URL). Default: PUBLIC_ORIGIN, else the origin the browser used. */
  publicOrigin?: string;
  /** Defaults to the environment (resolveProviderSettings), read at every request. */
  provider?: () => OidcProviderSettings | null;
}

export const SIGN_IN_FAILED_URL = '/login?error=google';
const SCOPE = 'openid email profile';

/** The configured public origin (behind a proxy, production), else the origin the browser used. */
function callbackOrigin(request: FastifyRequest, configured: string | undefined): string {
  return configured?.trim().replace(/\/+$/, '') || `${request.protocol}://${request.host}`;
}

/** The callback's URL carries the authorization code: request logs show it as [redacted]. */
function withoutCode(url: string): string {
  return url.replace(/([?&](?:code|state)=)[^&]*/g, '$1[redacted]');
}
const callbackLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutCode(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Never logs tokens, codes or the flow cookie: only why the attempt failed. */
function fail(request: FastifyRequest, reply: FastifyReply, reason: string, error?: unknown): FastifyReply {
  const details =
    error instanceof Error
      ? { error: error.name, message: error.message, code: (error as { code?: unknown }).code }
      : undefined;
  request.log.warn({ reason, ...details }, 'Google sign-in failed');
  return reply.redirect(SIGN_IN_FAILED_URL, 302);
}

/**
 * "Continue with Google": the OpenID Connect authorization code flow with PKCE (openid-client).
 * GET /auth/google sends the browser to the provider; GET /auth/google/callback finishes the sign-in,
 * starts a shop session and returns to `/`. Any failure lands on /login?error=google.
 */
export async function googleSignInRoutes(app: FastifyInstance, options: GoogleSignInOptions): Promise<void> {
  const { db } = options;
  const settingsFor = options.provider ?? (() => resolveProviderSettings());
  // A sign-in costs the provider a round trip; 30 starts a minute per client is plenty for people.
  const rateLimit = { max: 30, timeWindow: '1 minute' };

  app.get('/auth/google', { schema: googleSignInSchemas.start, config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const settings = settingsFor();
    if (!settings)
      return fail(request, reply, 'no provider configured (GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET, or DEV_IDP=1)');
    try {
      const [client, config] = await Promise.all([loadOpenIdClient(), providerConfiguration(settings)]);
      const codeVerifier = client.randomPKCECodeVerifier();
      const flow = {
        codeVerifier,
        state: client.randomState(),
        nonce: client.randomNonce(),
        redirectUri: `${callbackOrigin(request, options.publicOrigin ?? process.env.PUBLIC_ORIGIN)}/auth/google/callback`,
        // `?returnTo=/100001` from the login page: kept in the signed attempt cookie, checked again on use.
        returnTo: returnPath(queryText(request.query, 'returnTo')),
        expiresAt: Date.now() + FLOW_TTL_MS,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: flow.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        // Google: let people pick the account; development: always show the sign-in form.
        prompt: settings.development ? 'login' : 'select_account',
      });
      setFlowCookie(reply, flow, settings.clientSecret);
      return reply.redirect(url.href, 302);
    } catch (error) {
      return fail(request, reply, `could not start the sign-in with ${settings.issuer}`, error);
    }
  });

  app.get(
    '/auth/google/callback',
    { schema: googleSignInSchemas.callback, config: { rateLimit }, logSerializers: callbackLogSerializers },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const settings = settingsFor();
      if (!settings) return fail(request, reply, 'no provider configured');
      const flow = readFlowCookie(request, settings.clientSecret);
      // The attempt is single-use whatever happens next.
      clearFlowCookie(reply);
      if (!flow)
        return fail(
          request,
          reply,
          'no valid sign-in attempt cookie (missing, tampered with or older than 10 minutes)',
        );

      try {
        const [client, config] = await Promise.all([loadOpenIdClient(), providerConfiguration(settings)]);
        // The redirect URI of the token request must be the one the attempt started with.
        const currentUrl = new URL(flow.redirectUri);
        currentUrl.search = new URL(request.url, 'http://callback.invalid').search;
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) return fail(request, reply, 'the provider returned no ID token');
        let profile = profileFromClaims(claims);
        if (!profile.email) {
          // Providers that keep profile claims out of the ID token give them at userinfo.
          const userInfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
          profile = profileFromClaims({ ...userInfo, sub: claims.sub });
        }
        const { customerId, outcome } = await signInWithProviderIdentity(db, settings.issuer, profile, {
          linkByEmail: !settings.development,
        });
        const session = await createSession(db, customerId);
        setSessionCookie(reply, session.token, session.expiresAt);
        request.log.info({ outcome, issuer: settings.issuer }, 'Google sign-in');
        return reply.redirect(returnPath(flow.returnTo), 302);
      } catch (error) {
        const reason = error instanceof SocialSignInError ? error.reason : 'the provider response did not check out';
        return fail(request, reply, reason, error);
      }
    },
  );
}
