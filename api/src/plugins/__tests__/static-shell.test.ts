import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { useTestApp } from '../../test-support/test-app';
import { cacheControlFor } from '../static-shell';

// A stand-in shell build: index.html, a hashed chunk, the MF files the shell revalidates.
const dist = mkdtempSync(path.join(tmpdir(), 'vesna-shell-'));
const INDEX = '<!doctype html><html><head><title>Vesna</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'main.js'), 'console.log("main")');
writeFileSync(
  path.join(dist, 'remotes.json'),
  JSON.stringify({ mf_catalog: 'http://localhost:3001/mf-manifest.json' }),
);
mkdirSync(path.join(dist, 'static'));
writeFileSync(path.join(dist, 'static', '512.3f2a9c1b7d.js'), `export const big = "${'vesna '.repeat(2000)}";`);
// A file the build precompressed: its .br twin must be sent as it is, not compressed again.
const PRECOMPRESSED_JS = `export const shop = "${'kyiv '.repeat(2000)}";`;
writeFileSync(path.join(dist, 'static', '77.aa11bb22cc.js'), PRECOMPRESSED_JS);
// The twin carries a marker comment, so the test can tell it from an on-the-fly compression.
const PRECOMPRESSED_TWIN = `${PRECOMPRESSED_JS}\n// precompressed at build time`;
writeFileSync(path.join(dist, 'static', '77.aa11bb22cc.js.br'), brotliCompressSync(PRECOMPRESSED_TWIN));

const ctx = useTestApp({ shellDist: dist });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the built shell', () => {
  it("sends the mobile menu's /favorites to the wish list for good, keeping the query", async () => {
    const res = await ctx.app.inject({ url: '/favorites?from=menu', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/wishList?from=menu');
  });

  it('answers any page path with HTML, whatever the client accepts', async () => {
    const res = await ctx.app.inject({ url: '/collection', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  /** The build's index.html with a page's head put in (see modules/seo for the tags themselves). */
  const isShellPage = (body: string) => body.startsWith('<!doctype html>') && body.includes('<div id="root"></div>');

  it('serves index.html at / for the browser to render, kept by no cache, with the home page title', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(isShellPage(res.body)).toBe(true);
    expect(res.body).toContain('<title>Home | Vesna</title>');
  });

  it('falls back to index.html for page navigations the shell routes; 404 for the ones it shows as not found', async () => {
    for (const [url, status] of [
      ['/collection?category=dresses', 200],
      ['/100001', 200],
      ['/userProfile/address', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(isShellPage(res.body)).toBe(true);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the back office (/staff/*) with the shell page for the browser, private and no-store', async () => {
    for (const url of ['/staff', '/staff/', '/staff/products/100001', '/staff/setup?token=abc']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'private, no-store',
      });
      expect(isShellPage(res.body)).toBe(true);
    }
  });

  it('reads index.html again after a new build replaced it', async () => {
    const rebuilt = INDEX.replace('<div id="root"></div>', '<div id="root"></div><!-- build 2 -->');
    writeFileSync(path.join(dist, 'index.html'), rebuilt);
    // The file is looked at again every 250 ms at most.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await ctx.app.inject({ url: '/visitUs', headers: { accept: 'text/html' } });
    expect(res.body).toContain('<!-- build 2 -->');
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  it('does not answer missing assets or API routes with the page', async () => {
    expect((await ctx.app.inject({ url: '/static/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
    const api = await ctx.app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toMatch(/Unknown API route/);
  });

  it('caches hashed files for a year and revalidates the rest', async () => {
    const hashed = await ctx.app.inject({ url: '/static/512.3f2a9c1b7d.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject({ url: '/remotes.json' })).headers['cache-control']).toBe('no-cache');
    expect((await ctx.app.inject({ url: '/main.js' })).headers['cache-control']).toBe('no-cache');
  });

  it("sends the shell's own files and pages without CORS headers; the API keeps them", async () => {
    const origin = 'http://localhost:3001';
    for (const url of ['/main.js', '/static/512.3f2a9c1b7d.js', '/collection']) {
      const res = await ctx.app.inject({ url, headers: { origin } });
      expect({ url, credentials: res.headers['access-control-allow-credentials'] }).toEqual({
        url,
        credentials: undefined,
      });
    }
    const api = await ctx.app.inject({ url: '/api/health', headers: { origin } });
    expect(api.headers['access-control-allow-origin']).toBe(origin);
    expect(api.headers['access-control-allow-credentials']).toBe('true');
  });

  it('sends validators only with files a browser revalidates', async () => {
    const hashed = await ctx.app.inject({ url: '/static/512.3f2a9c1b7d.js' });
    expect(hashed.headers.etag).toBeUndefined();
    expect(hashed.headers['last-modified']).toBeUndefined();
    const main = await ctx.app.inject({ url: '/main.js' });
    expect(main.headers.etag).toBeDefined();
    // The etag alone revalidates; a date beside it would be bytes on every first visit's main.js.
    expect(main.headers['last-modified']).toBeUndefined();
    const revalidated = await ctx.app.inject({
      url: '/main.js',
      headers: { 'if-none-match': String(main.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('compresses assets with brotli and gzip', async () => {
    const br = await ctx.app.inject({ url: '/static/512.3f2a9c1b7d.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await ctx.app.inject({ url: '/static/512.3f2a9c1b7d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(2000);
  });

  it("sends the build's precompressed .br file when there is one", async () => {
    const res = await ctx.app.inject({ url: '/static/77.aa11bb22cc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PRECOMPRESSED_TWIN);
  });

  it('keeps the API working beside the shell', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('decides cache headers by file name', () => {
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/vendors-react.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/font-a1b2c3d4e5f6.woff2')).toBe('public, max-age=31536000, immutable');
  });
});
