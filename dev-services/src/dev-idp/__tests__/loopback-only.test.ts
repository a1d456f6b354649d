import { networkInterfaces } from 'node:os';
import { startDevIdp, type DevIdp } from '../dev-idp';
import { startDevIdpIfWanted } from '../start';
import { isLoopbackAddress } from '../../loopback';

/** This machine's first address that is not loopback: a request to it comes from a non-loopback address. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;

const quietly = async <T>(start: () => Promise<T>): Promise<T> => {
  // oidc-provider warns about Node 20 and its in-memory store on start; both are expected here.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    return await start();
  } finally {
    warn.mockRestore();
    log.mockRestore();
  }
};

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1'])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each(['10.0.0.5', '192.0.2.2', '::ffff:10.0.0.5', 'fd00::2', '128.0.0.1', '127.0.0.1.evil', '', undefined])(
    '%s is not',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );
});

const withExternal = externalAddress ? describe : describe.skip;
if (!externalAddress) console.warn('No non-loopback IPv4 interface: the dev IdP network tests are skipped.');

withExternal('development identity provider: loopback clients only', () => {
  let idp: DevIdp | undefined;
  afterEach(async () => {
    await idp?.close();
    idp = undefined;
  });

  it('bound to every interface, answers 403 to a client that is not on loopback and 200 to one that is', async () => {
    idp = await quietly(() => startDevIdp({ port: 0, host: '0.0.0.0', redirectUris: [] }));
    const path = '/.well-known/openid-configuration';
    const remote = await fetch(`http://${externalAddress}:${idp.port}${path}`);
    expect(remote.status).toBe(403);
    expect(await remote.text()).toBe('The development sign-in answers only requests from this machine.');
    expect((await fetch(`http://127.0.0.1:${idp.port}${path}`)).status).toBe(200);
  });

  it('binds loopback by default, whatever HOST says', async () => {
    const env = { HOST: '0.0.0.0', DEV_IDP_PORT: '0', DEV_IDP: '1' };
    const started = await quietly(() => startDevIdpIfWanted({ apiPort: 3000, env }));
    idp = started && 'idp' in started ? started.idp : undefined;
    expect(idp).toBeDefined();
    const port = idp!.port;
    await expect(fetch(`http://${externalAddress}:${port}/.well-known/openid-configuration`)).rejects.toThrow();
    expect((await fetch(`http://localhost:${port}/.well-known/openid-configuration`)).status).toBe(200);
  });
});
