import { STORE_OPENSTREETMAP_URL } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';
import { parseMapEmbedUrl } from '../routes';

describe('the visit-us map', () => {
  const ctx = useTestApp();

  it("by default points the page at the shop's own generated map and the place on OpenStreetMap", async () => {
    const res = await ctx.app.inject({ url: '/api/store/map' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      embedUrl: null,
      imageUrl: '/api/images/store-map.svg',
      openStreetMapUrl: STORE_OPENSTREETMAP_URL,
    });
    expect(STORE_OPENSTREETMAP_URL).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=50\.\d+&mlon=30\.\d+#map=17\//);
  });

  it('serves the generated map as a cacheable SVG of the streets around the store', async () => {
    const res = await ctx.app.inject({ url: '/api/images/store-map.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers.etag).toBeTruthy();
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain('Yaroslaviv Val St');
    expect(res.body).toContain('not to scale');
    expect(res.body).not.toMatch(/undefined|NaN/);
    const again = await ctx.app.inject({
      url: '/api/images/store-map.svg',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('MAP_EMBED_URL', () => {
  const ctx = useTestApp({
    app: { mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=30.50,50.44,30.52,50.46&layer=mapnik' },
  });

  it('switches the page to that embed', async () => {
    const res = await ctx.app.inject({ url: '/api/store/map' });
    expect(res.json().embedUrl).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=30.50,50.44,30.52,50.46&layer=mapnik',
    );
  });

  it('is taken only as an http(s) URL: anything else would end up in an iframe', () => {
    expect(parseMapEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(parseMapEmbedUrl('not a url')).toBeNull();
    expect(parseMapEmbedUrl('  ')).toBeNull();
    expect(parseMapEmbedUrl(undefined)).toBeNull();
    expect(parseMapEmbedUrl('http://maps.local/embed')).toBe('http://maps.local/embed');
  });
});
