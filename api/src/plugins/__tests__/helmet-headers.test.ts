import { helmetHeaders } from '../helmet-headers';

describe('helmetHeaders', () => {
  it("answers helmet's headers for the options, in lower case", () => {
    const headers = helmetHeaders({ contentSecurityPolicy: false, frameguard: { action: 'deny' } });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('leaves out what the options turn off', () => {
    const headers = helmetHeaders({ contentSecurityPolicy: false, strictTransportSecurity: false });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
