import { devIdpWanted, devRedirectUris } from 'contracts/dev-services';
import { resolveProviderSettings } from '../provider-settings';

describe('which provider "Continue with Google" uses', () => {
  it('uses Google when both Google credentials are set', () => {
    expect(
      resolveProviderSettings({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', NODE_ENV: 'production' }),
    ).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
      development: false,
    });
  });

  it('uses the development provider on localhost:3006 (or DEV_IDP_PORT) without them', () => {
    expect(resolveProviderSettings({ GOOGLE_CLIENT_ID: 'id only' })).toMatchObject({
      issuer: 'http://localhost:3006',
      clientId: 'vesna-dev',
      development: true,
    });
    expect(resolveProviderSettings({ DEV_IDP_PORT: '4106' })?.issuer).toBe('http://localhost:4106');
  });

  it('has no provider in production without Google credentials unless DEV_IDP=1', () => {
    expect(resolveProviderSettings({ NODE_ENV: 'production' })).toBeNull();
    expect(devIdpWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(resolveProviderSettings({ NODE_ENV: 'production', DEV_IDP: '1' })?.development).toBe(true);
  });

  it('lets the development client return to the API port on localhost, 127.0.0.1 and PUBLIC_ORIGIN', () => {
    expect(devRedirectUris(3000, 'https://shop.example/')).toEqual([
      'http://localhost:3000/auth/google/callback',
      'http://127.0.0.1:3000/auth/google/callback',
      'https://shop.example/auth/google/callback',
    ]);
  });
});
