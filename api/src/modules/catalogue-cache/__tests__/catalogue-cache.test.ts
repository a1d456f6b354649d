import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Product } from 'contracts';
import { colorsOf, setStock } from '../../../test-support/catalogue';
import { useTestApp } from '../../../test-support/test-app';
import { CATALOGUE_CACHE_CONTROL, CatalogueCache, catalogueLogLevel } from '../catalogue-cache';

/** Issue 16: the read cache answers with ETag and Cache-Control, and never outlives a catalogue change. */
const ctx = useTestApp();

/** PostgreSQL announces a change on another connection: give it the moment it takes (PGlite: none). */
async function eventually(check: () => Promise<void>, timeoutMs = 1000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('catalogue answers over HTTP', () => {
  it.each([
    '/api/products/filter?perPage=6&startPage=1',
    '/api/products?id=100001',
    '/api/products/ids?pid=100002,100001',
    '/api/products/search?text=linen',
    '/api/banners/mainBanner',
    '/api/banners/category/modiweek',
    '/api/banners/sustainability/cotton',
  ])('%s: ETag, CDN-friendly Cache-Control, and 304 for If-None-Match', async (url) => {
    const first = await ctx.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ctx.app.inject({ url });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const revalidated = await ctx.app.inject({ url, headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await ctx.app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('sends the bytes compressed once: br, gzip or none, each with its own ETag and Vary: accept-encoding', async () => {
    const url = '/api/products/filter?perPage=12';
    const plain = await ctx.app.inject({ url });
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    for (const res of [plain, br, gzip]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const again = await ctx.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // CORS's Vary: Origin stays beside it.
    const cross = await ctx.app.inject({ url, headers: { origin: 'http://localhost:3001', 'accept-encoding': 'br' } });
    expect(String(cross.headers.vary).toLowerCase()).toMatch(/origin.*accept-encoding|accept-encoding.*origin/);
  });

  it('answers the same listing for the same filter written differently', async () => {
    const a = await ctx.app.inject({ url: '/api/products/filter?color=red,blue&size=m&perPage=6' });
    const b = await ctx.app.inject({ url: '/api/products/filter?size=M&color=blue,red&startPage=1&x=1' });
    expect(b.headers.etag).toBe(a.headers.etag);
  });

  it('never caches an error', async () => {
    expect((await ctx.app.inject({ url: '/api/products?id=999999' })).headers['cache-control']).toBeUndefined();
    expect((await ctx.app.inject({ url: '/api/banners/nothing' })).statusCode).toBe(404);
  });

  it('serves the new stock right after it changed, through the listing, the product and the ids', async () => {
    const id = '100003';
    const [color] = await colorsOf(ctx.database.db, id);
    const stockOf = async (url: string) => {
      const products = (await ctx.app.inject({ url })).json() as Product[];
      const product = products.find((p) => p.id === id)!;
      return product.products.find((v) => v.color === color)!.sizes.find((s) => s.size === 'm')!.quantity;
    };
    const urls = [
      '/api/products/filter?perPage=6&startPage=1',
      `/api/products?id=${id}`,
      `/api/products/ids?pid=${id}`,
    ];
    await setStock(ctx.database.db, id, color, { m: 7 });
    await eventually(async () => {
      for (const url of urls) expect(await stockOf(url)).toBe(7);
    });
    await setStock(ctx.database.db, id, color, { m: 3 });
    await eventually(async () => {
      for (const url of urls) expect(await stockOf(url)).toBe(3);
    });
  });

  it('drops a renamed product from search answers', async () => {
    const before = (
      await ctx.app.inject({ method: 'POST', url: '/api/products/search', payload: { text: 'zebrastripe' } })
    ).json();
    expect(before).toEqual([]);
    await ctx.database.db.query(`UPDATE products SET name = 'Zebrastripe Slip Dress' WHERE id = '100001'`);
    await eventually(async () => {
      const after = (
        await ctx.app.inject({ method: 'POST', url: '/api/products/search', payload: { text: 'zebrastripe' } })
      ).json() as { id: string }[];
      expect(after.map((p) => p.id)).toEqual(['100001']);
    });
  });
});

describe('catalogueLogLevel', () => {
  it("leaves a catalogue answer's request lines out at info, and keeps the app's level otherwise", () => {
    expect(catalogueLogLevel('info')).toBe('warn');
    expect(catalogueLogLevel('debug')).toBe('debug');
    expect(catalogueLogLevel('error')).toBe('error');
  });
});

describe('CatalogueCache', () => {
  const answer = (body: string) => ({ body, etag: `"${body}"`, compressible: false });

  it('does not keep an answer read before a drop', () => {
    const cache = new CatalogueCache();
    const generation = cache.begin();
    cache.drop(); // a write committed while the answer was being read
    cache.set('k', answer('old'), generation);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', answer('new'), cache.begin());
    expect(cache.get('k')?.body).toBe('new');
  });

  it('serves nothing while it cannot hear about changes', () => {
    const cache = new CatalogueCache();
    cache.set('k', answer('a'), cache.begin());
    cache.suspend();
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', answer('b'), cache.begin());
    expect(cache.get('k')).toBeUndefined();
    cache.resume();
    cache.set('k', answer('c'), cache.begin());
    expect(cache.get('k')?.body).toBe('c');
  });

  it('keeps a derived value until the next drop, and none while it cannot hear about changes', async () => {
    const cache = new CatalogueCache();
    let made = 0;
    const make = () => ++made;
    expect(cache.memo('index', make)).toBe(1);
    expect(cache.memo('index', make)).toBe(1);
    cache.drop();
    expect(cache.memo('index', make)).toBe(2);
    cache.suspend();
    expect(cache.memo('index', make)).toBe(3);
    expect(cache.memo('index', make)).toBe(4);
    cache.resume();
    // A promise that fails is not kept: the next call tries again.
    await expect(cache.memo('failing', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.memo('failing', () => Promise.resolve('up'))).resolves.toBe('up');
  });

  it('forgets the oldest answers past its size', () => {
    const cache = new CatalogueCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, answer(key), cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.body).toBe('c');
  });
});
