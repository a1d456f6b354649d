import { startDevIdp, type DevIdp } from './dev-idp';
import { devIdpPort, devIdpWanted, devRedirectUris } from './settings';

/**
 * server.ts calls this before the API listens: without Google credentials (and outside production,
 * unless DEV_IDP=1) the development identity provider runs on DEV_IDP_PORT (3006). A port already in
 * use only disables development Google sign-in; the shop still starts.
 */
export async function startDevIdpIfWanted({ apiPort }: { apiPort: number }): Promise<DevIdp | undefined> {
  if (!devIdpWanted()) return undefined;
  try {
    const idp = await startDevIdp({
      port: devIdpPort(),
      // Loopback only, whatever HOST the API binds: it signs anyone in as any e-mail address.
      host: 'localhost',
      redirectUris: devRedirectUris(apiPort, process.env.PUBLIC_ORIGIN),
    });
    console.log(`Development sign-in (stands in for Google, not Google) on ${idp.issuer}`);
    return idp;
  } catch (error) {
    console.warn(`Development sign-in provider did not start: ${(error as Error).message}`);
    return undefined;
  }
}
