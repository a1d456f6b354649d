import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Configuration, default as ProviderType } from 'oidc-provider';
import { DevAccounts } from './dev-accounts';
import { renderSignInPage, type SignInFormValues } from './interaction-page';
import { DEV_IDP_CLIENT_ID, DEV_IDP_CLIENT_SECRET, devIdpIssuer } from './settings';
import { readBody } from '../read-body';
import { isLoopbackAddress } from '../loopback';

/**
 * The development identity provider: a real OpenID Connect provider (oidc-provider) that stands in for
 * Google when there are no Google credentials, so the whole sign-in flow (discovery, PKCE, state, nonce,
 * signed ID token) runs locally. Its sign-in page asks for a name and an e-mail address instead of a
 * password and grants `openid email profile` without a consent screen.
 */
export interface StartDevIdpOptions {
  /** 0 picks a free port (tests); the issuer is http://localhost:<port> either way. */
  port: number;
  /** Default localhost. Bound elsewhere, it still answers loopback clients only. */
  host?: string;
  /** Callback URLs the one client ('vesna-dev') may use. */
  redirectUris: string[];
}

export interface DevIdp {
  issuer: string;
  port: number;
  close(): Promise<void>;
}

const SCOPE = 'openid email profile';
const MAX_FORM_BYTES = 8 * 1024;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LOOPBACK_ONLY = 'The development sign-in answers only requests from this machine.';

/**
 * Anyone who reaches this provider can sign in as any e-mail address: it answers only this machine,
 * even when bound to every interface (host 0.0.0.0). True when the request was refused.
 */
function refuseRemote(req: IncomingMessage, res: ServerResponse): boolean {
  if (isLoopbackAddress(req.socket.remoteAddress)) return false;
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(LOOPBACK_ONLY);
  return true;
}

export async function startDevIdp({ port, host = 'localhost', redirectUris }: StartDevIdpOptions): Promise<DevIdp> {
  // ESM-only package, loaded only when the development provider is wanted.
  const { default: Provider } = await import('oidc-provider');

  // Listen first so that port 0 resolves to the real port before the issuer URL is fixed.
  const server = createServer((req, res) => {
    if (refuseRemote(req, res)) return;
    res.statusCode = 503;
    res.end('Starting');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const issuer = devIdpIssuer(actualPort);
  const accounts = new DevAccounts();
  const provider = new Provider(issuer, providerConfiguration(accounts, redirectUris));
  // oidc-provider logs server_error details through this event; keep the rest quiet.
  provider.on('server_error', (_ctx, error) => console.error('[dev-idp] server error:', error.message));
  const oidc = provider.callback();

  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    if (refuseRemote(req, res)) return;
    const match = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) {
      oidc(req, res);
      return;
    }
    handleInteraction(provider, accounts, req, res).catch((error: Error) => {
      console.error('[dev-idp] sign-in page failed:', error.message);
      if (!res.headersSent)
        sendHtml(
          res,
          400,
          `<!doctype html><title>Development sign-in</title><p>This sign-in attempt
        has expired or is unknown. Go back to the shop and choose “Continue with Google” again.</p>`,
        );
      else res.end();
    });
  });

  return {
    issuer,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function providerConfiguration(accounts: DevAccounts, redirectUris: string[]): Configuration {
  // Fresh keys per start; a random kid makes a running client fetch the new JWKS instead of failing.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    clients: [
      {
        client_id: DEV_IDP_CLIENT_ID,
        client_secret: DEV_IDP_CLIENT_SECRET,
        client_name: 'Vesna (development)',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] as never },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    // Short lives (seconds): a development sign-in is done in a minute; set explicitly to keep the log quiet.
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    // Like Google: the profile and e-mail claims are in the ID token itself, not only at userinfo.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  };
}

async function handleInteraction(
  provider: ProviderType,
  accounts: DevAccounts,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const clientId = String(details.params.client_id);
  const action = `/interaction/${details.uid}`;
  const clientName = 'Vesna';

  if (details.prompt.name === 'consent') {
    // Consent is implied: this provider only serves the shop's own development client.
    const grantId = await grantScopes(provider, String(details.session?.accountId), clientId);
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }

  if (req.method === 'GET') {
    sendHtml(res, 200, renderSignInPage({ action, clientName }));
    return;
  }
  if (req.method !== 'POST') {
    res.statusCode = 405;
    res.end();
    return;
  }

  const form = new URLSearchParams(await readBody(req, MAX_FORM_BYTES, () => new Error('form too large')));
  if (form.get('action') === 'cancel') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The tester cancelled the development sign-in' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const values: SignInFormValues = {
    name: (form.get('name') ?? '').trim(),
    email: (form.get('email') ?? '').trim(),
    emailVerified: form.get('email_verified') === 'true',
  };
  const error = !values.name
    ? 'Type a name.'
    : !EMAIL_PATTERN.test(values.email) || values.email.length > 254
      ? 'Type an e-mail address such as ada@example.com.'
      : undefined;
  if (error) {
    sendHtml(res, 400, renderSignInPage({ action, clientName, values, error }));
    return;
  }

  const account = accounts.remember(values);
  const grantId = await grantScopes(provider, account.sub, clientId);
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.sub }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

async function grantScopes(provider: ProviderType, accountId: string, clientId: string): Promise<string> {
  const grant = new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(SCOPE);
  return grant.save();
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No scripts or outside resources; no form-action either, because Chromium applies it to the
    // redirects that follow the form post (back to the shop).
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}
