import type * as OpenIdClient from 'openid-client';
import type { OidcProviderSettings } from './provider-settings';

export type OpenIdClientLibrary = typeof OpenIdClient;
export type OidcConfiguration = OpenIdClient.Configuration;

let library: Promise<OpenIdClientLibrary> | undefined;

/** openid-client is ESM-only: loaded on the first sign-in, not when the API starts. */
export function loadOpenIdClient(): Promise<OpenIdClientLibrary> {
  library ??= import('openid-client');
  return library;
}

const configurations = new Map<string, Promise<OidcConfiguration>>();

/**
 * The provider's discovered configuration, fetched once per issuer and client and then cached.
 * A failed discovery (provider down) is forgotten, so the next sign-in tries again.
 */
export async function providerConfiguration(settings: OidcProviderSettings): Promise<OidcConfiguration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    pending = (async () => {
      const client = await loadOpenIdClient();
      return client.discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        // Plain http is allowed for the local development provider only, never for Google.
        settings.development ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
    })();
    configurations.set(key, pending);
    pending.catch(() => configurations.delete(key));
  }
  return pending;
}
