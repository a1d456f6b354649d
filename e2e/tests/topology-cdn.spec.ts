import { test, expect } from './fixtures';
import { currentTarget } from './target';
import { topologySkipReason } from './topology';

/**
 * nginx in front of the shop keeps what the API says may be kept and nothing else, and serves the remotes'
 * releases with the build's cache headers and precompressed twins (deploy/nginx/vesna.conf.template).
 */
test.skip(topologySkipReason() !== undefined, topologySkipReason());

test('@smoke @topology a public page is served from the page cache; a no-store page never is', async ({ request }) => {
  const path = `/sustainability?cdn=${Date.now()}`;
  const first = await request.get(path);
  expect(first.headers()['cache-control']).toContain('s-maxage=');
  expect(first.headers()['x-cache-status']).toBe('MISS');
  const second = await request.get(path);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(await second.text()).toBe(await first.text());

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const own = await request.get('/userProfile');
    expect(own.headers()['cache-control']).toBe('no-store');
    expect(own.headers()['x-cache-status']).toBe('MISS');
  }
});

test("@smoke @topology a remote's release: hashed files cached a year and sent precompressed, the manifest revalidated", async ({
  request,
}) => {
  const base = currentTarget().remoteBases.catalog;
  const manifest = await request.get(`${base}mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { async: string[]; sync: string[] } } }[] };
  const chunk = exposes[0].assets.js.sync[0];
  expect(chunk).toMatch(/[.-][0-9a-f]{8,}\.js$/);

  const brotli = await request.get(`${base}${chunk}`, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['content-encoding']).toBe('br');
  const gzip = await request.get(`${base}${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.text()).toBe(await brotli.text());
  expect((await request.get(`${base}${chunk}.map`)).status()).toBe(404);
});
