import { contentSecurityPolicy, remoteOriginsOf } from '../content-security-policy';

const STRIPE = { mode: 'stripe', secretKey: 'sk', publishableKey: 'pk', webhookSecret: 'wh' } as const;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it("names Stripe's script, frame and API origins when payments go to Stripe", () => {
    const policy = contentSecurityPolicy({ remoteOrigins: ['https://cdn.example'], payments: STRIPE });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://cdn.example',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directive(policy, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(policy, 'connect-src')).toContain('https://api.stripe.com');
  });

  it('allows no frame at all without payments or a map, and the map origin when one is set', () => {
    const disabled = { mode: 'disabled', reason: 'test' } as const;
    expect(directive(contentSecurityPolicy({ remoteOrigins: [], payments: disabled }), 'frame-src')).toEqual([
      "'none'",
    ]);
    const withMap = contentSecurityPolicy({
      remoteOrigins: [],
      payments: disabled,
      mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
    });
    expect(directive(withMap, 'frame-src')).toEqual(['https://www.openstreetmap.org']);
  });

  it("lets remotes' dev servers connect back for live reload only outside production", () => {
    const remoteOrigins = ['http://localhost:3001', 'https://cdn.example'];
    const development = contentSecurityPolicy({ remoteOrigins, payments: STRIPE, liveReload: true });
    expect(directive(development, 'connect-src')).toEqual(
      expect.arrayContaining(['ws://localhost:3001', 'wss://cdn.example']),
    );
    const production = contentSecurityPolicy({ remoteOrigins, payments: STRIPE });
    expect(production).not.toMatch(/wss?:/);
  });
});

describe('remoteOriginsOf', () => {
  it('keeps the http(s) origins of remotes.json once each and leaves out relative or odd entries', () => {
    expect(
      remoteOriginsOf({
        a: 'https://cdn.example/a/mf-manifest.json',
        b: 'https://cdn.example/b/mf-manifest.json',
        c: '/remotes/c/mf-manifest.json',
        d: 'javascript:alert(1)',
        e: 42,
      }),
    ).toEqual(['https://cdn.example']);
    expect(remoteOriginsOf(['https://cdn.example/a.json'])).toEqual([]);
  });
});
