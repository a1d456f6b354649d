import { BANNER_IMAGE_KEYS } from '../../../../seed/images/banner-svg';
import { useTestApp } from '../../../test-support/test-app';

const ctx = useTestApp();

function expectSvg(body: string) {
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(body.endsWith('</svg>')).toBe(true);
  // Well-formed enough for a browser: balanced tags, no stray markup characters in attributes.
  const opened = (body.match(/<(?!\/)[a-zA-Z][^>]*[^/]>/g) ?? []).length;
  const closed = (body.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  expect(opened).toBe(closed);
  expect(body).not.toMatch(/undefined|NaN/);
}

describe('generated images', () => {
  it('serves each view of a product colour as a cacheable SVG in that colour', async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100001' })).json();
    const { color } = product.products[0];
    const bodies = new Set<string>();
    for (const view of [1, 2, 3]) {
      const res = await ctx.app.inject({ url: `/api/images/products/100001/${color}/${view}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBeTruthy();
      expectSvg(res.body);
      expect(res.body).toContain(color);
      expect(res.body.length).toBeLessThan(6000);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(3);
  });

  it('is deterministic and answers 304 to a matching If-None-Match', async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100002' })).json();
    // The drawing a colour shows without photos (the seed's colours have photos: modules/photos).
    const url = `/api/images/products/100002/${product.products[0].color}/1.svg`;
    const first = await ctx.app.inject({ url });
    const second = await ctx.app.inject({ url });
    expect(second.body).toBe(first.body);
    const cached = await ctx.app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
  });

  it.each([
    '/api/images/products/999999/blue/1.svg',
    '/api/images/products/100001/pink/1.svg',
    '/api/images/products/100001/blue/4.svg',
    '/api/images/products/abc/blue/1.svg',
    '/api/images/banners/nothing.svg',
    '/api/images/banners/hero.png',
  ])('answers 404 for %s', async (url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Image not found' });
  });

  it('answers 404 for a colour the product does not come in', async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100001' })).json();
    const has = new Set(product.products.map((v: { color: string }) => v.color));
    const missing = ['blue', 'black', 'red', 'white', 'beige', 'green', 'orange', 'gray', 'purple', 'brown'].find(
      (c) => !has.has(c),
    );
    expect((await ctx.app.inject({ url: `/api/images/products/100001/${missing}/1.svg` })).statusCode).toBe(404);
  });

  it('has an image for every banner the API lists', async () => {
    const sets = ['mainBanner', 'sustainability', 'collection', 'newIn', 'newInBanner', 'plusSize', 'bannerLogin'];
    const urls: string[] = [];
    for (const set of sets)
      urls.push(
        ...(await ctx.app.inject({ url: `/api/banners/${set}` })).json().map((b: { imageUrl: string }) => b.imageUrl),
      );
    urls.push(
      ...(await ctx.app.inject({ url: '/api/banners/category/modiweek' }))
        .json()
        .map((b: { imageUrl: string }) => b.imageUrl),
    );
    for (const s of [
      'mainBanner',
      'secondBanner',
      'thirdBanner',
      'fourthBanner',
      'fifthBanner',
      'cotton',
      'wool',
      'linen',
      'silk',
    ]) {
      urls.push((await ctx.app.inject({ url: `/api/banners/sustainability/${s}` })).json()[0].imageUrl);
    }
    for (const url of new Set(urls)) {
      const res = await ctx.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectSvg(res.body);
    }
  });

  it('keeps every banner image small', async () => {
    for (const key of BANNER_IMAGE_KEYS) {
      const res = await ctx.app.inject({ url: `/api/images/banners/${key}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBeLessThan(8000);
    }
  });
});

/** Width and height from a PNG's IHDR chunk, after checking the 8-byte signature. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

describe('share cards (og:image)', () => {
  it.each([
    ['a banner', '/api/images/share/banners/hero.png'],
    ['the store map', '/api/images/share/store-map.png'],
  ])('draws %s as a cacheable 1200x630 PNG', async (_what, url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(res.rawPayload)).toEqual([1200, 630]);
    // A PNG of the artwork, not an empty canvas: a flat 1200x630 picture compresses to well under 5 KB.
    expect(res.rawPayload.length).toBeGreaterThan(5_000);
  });

  it("draws a product colour's picture once and answers 304 to a matching If-None-Match", async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100001' })).json();
    const url = `/api/images/share/products/100001/${product.products[0].color}/1.png`;
    const first = await ctx.app.inject({ url });
    expect(pngSize(first.rawPayload)).toEqual([1200, 630]);
    const second = await ctx.app.inject({ url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const cached = await ctx.app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
  });

  it.each([
    '/api/images/share/banners/nothing.png',
    '/api/images/share/banners/hero.svg',
    '/api/images/share/products/999999/blue/1.png',
    '/api/images/share/products/100001/blue/9.png',
    '/api/images/share/store-map',
    '/api/images/share/../banners/hero.png',
    '/api/images/share/',
  ])('answers 404 for %s', async (url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(404);
  });
});
