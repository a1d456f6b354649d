import { startDevIdp, type DevIdp } from './dev-idp';
import { devIdpPort, devIdpWanted, devRedirectUris } from './settings';

/** What the start gave: the running provider, or why it is not running (its port was taken...). */
export type DevIdpStart = { idp: DevIdp } | { failure: string } | undefined;

type Env = Record<string, string | undefined>;

/**
 * Without Google credentials (and outside production, unless DEV_IDP=1; DEV_IDP=0 turns it off) the
 * development identity provider runs on DEV_IDP_PORT (3006) and accepts the API's callback on `apiPort`.
 * A port already in use only disables development Google sign-in (reported, not thrown); the test
 * processor keeps running.
 */
export async function startDevIdpIfWanted({
  apiPort,
  env = process.env,
}: {
  apiPort: number;
  env?: Env;
}): Promise<DevIdpStart> {
  if (!devIdpWanted(env)) return undefined;
  try {
    const idp = await startDevIdp({
      port: devIdpPort(env),
      // Loopback only, whatever HOST the API binds: it signs anyone in as any e-mail address.
      host: 'localhost',
      redirectUris: devRedirectUris(apiPort, env.PUBLIC_ORIGIN),
    });
    console.log(`Development sign-in (stands in for Google, not Google) on ${idp.issuer}`);
    return { idp };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const failure =
      code === 'EADDRINUSE'
        ? `the development sign-in provider could not start: port ${devIdpPort(env)} is in use (set DEV_IDP_PORT)`
        : `the development sign-in provider could not start: ${(error as Error).message}`;
    console.warn(`Development sign-in is off: ${failure}`);
    return { failure };
  }
}
