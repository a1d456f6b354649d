import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testProcessorSettings } from '../../modules/payments/settings';
import { useTestApp } from '../../test-support/test-app';

// A stand-in shell build whose remotes.json names two remote origins (one of them twice), and whose index.html
// has one inline script, as the shell's build writes the hydration gate.
const dist = mkdtempSync(path.join(tmpdir(), 'vesna-csp-'));
const indexHtml = path.join(dist, 'index.html');
function writeIndex(inlineScript: string, mtime: number) {
  writeFileSync(
    indexHtml,
    `<!doctype html><html><head><script>${inlineScript}</script><title>Vesna</title>` +
      '<script src=/main.js async></script><script type="application/json"></script></head><body></body></html>',
  );
  utimesSync(indexHtml, mtime, mtime);
}
const GATE = 'globalThis.gate=1';
writeIndex(GATE, 1_000);
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
writeFileSync(path.join(dist, 'main.js'), 'console.log("main")');
writeFileSync(path.join(dist, 'main.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
const remotesJson = path.join(dist, 'remotes.json');
function writeRemotes(remotes: Record<string, string>, mtime: number) {
  writeFileSync(remotesJson, JSON.stringify(remotes));
  utimesSync(remotesJson, mtime, mtime);
}
writeRemotes(
  {
    mf_catalog: 'https://catalog.cdn.example/mf-manifest.json',
    mf_product: 'https://catalog.cdn.example/product/mf-manifest.json',
    mf_content: 'http://localhost:3005/mf-manifest.json',
  },
  1_000,
);

const ctx = useTestApp({
  shellDist: dist,
  app: { payments: { settings: testProcessorSettings(4999), releaseIntervalMs: 0 }, nodeEnv: 'test' },
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = (url: string) => ctx.app.inject({ url, headers: { accept: 'text/html' } });

/** The policy as directive name -> sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy on HTML answers', () => {
  it("allows scripts only from the shop, the shell's inline script, the remotes and the payment processor", async () => {
    const policy = directives((await page('/')).headers['content-security-policy']);
    expect(policy['script-src']).toEqual([
      "'self'",
      hashOf(GATE),
      'https://catalog.cdn.example',
      'http://localhost:3005',
      'http://localhost:4999',
    ]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(['http://localhost:4999']);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://catalog.cdn.example', 'http://localhost:4999']),
    );
  });

  it('is on every HTML answer: pages, the not-found page and the development mailbox', async () => {
    for (const url of ['/', '/collection', '/no/such/page', '/dev/mailbox']) {
      const res = await page(url);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect({ url, csp: res.headers['content-security-policy'] }).toEqual({ url, csp: expect.any(String) });
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('follows remotes.json when an operator moves a remote, without a restart', async () => {
    writeRemotes({ mf_catalog: 'https://new-cdn.example/catalog/mf-manifest.json' }, 2_000);
    // remotes.json is looked at again every 250 ms at most.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const policy = directives((await page('/')).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", hashOf(GATE), 'https://new-cdn.example', 'http://localhost:4999']);
  });

  it("allows a new shell build's inline script, and no longer the old one, without a restart", async () => {
    writeIndex('globalThis.gate=2', 2_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const policy = directives((await page('/')).headers['content-security-policy']);
    expect(policy['script-src']).toContain(hashOf('globalThis.gate=2'));
    expect(policy['script-src']).not.toContain(hashOf(GATE));
    writeIndex(GATE, 3_000);
  });

  it('turns off the powerful features the shop never uses, keeping payment for the card frame', async () => {
    const header = String((await page('/')).headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()']) expect(header).toContain(feature);
    expect(header).toContain('payment=(self "http://localhost:4999")');
  });
});

describe('headers by kind of answer', () => {
  it("keeps a page's framing and referrer rules on documents and leaves them off scripts, keeping nosniff", async () => {
    const document = (await page('/')).headers;
    expect(document['x-frame-options']).toBe('DENY');
    expect(document['referrer-policy']).toBe('no-referrer');
    expect(document['cross-origin-opener-policy']).toBe('same-origin');

    const script = (await ctx.app.inject({ url: '/main.js' })).headers;
    expect(script['content-type']).toMatch(/javascript/);
    for (const name of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection'])
      expect(script[name]).toBeUndefined();
    expect(script['x-content-type-options']).toBe('nosniff');
    expect(script['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps every helmet header on API answers', async () => {
    const api = (await ctx.app.inject({ url: '/api/health' })).headers;
    expect(api['x-frame-options']).toBe('DENY');
    expect(api['x-content-type-options']).toBe('nosniff');
  });
});

describe('source maps', () => {
  it('are never served, even when one lies in the shell folder', async () => {
    const res = await ctx.app.inject({ url: '/main.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret-source');
    expect((await ctx.app.inject({ url: '/main.js' })).statusCode).toBe(200);
  });
});
