import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTE_META, WEEKDAYS, documentTitle, photoSrcset, shareImageUrl, type Product } from 'contracts';
import { PRODUCT_PHOTO_SIZES } from 'contracts/seo';
import { useTestApp } from '../../../test-support/test-app';

// A stand-in shell build shaped like the real (minified) one: a title and the build's own description.
const dist = mkdtempSync(path.join(tmpdir(), 'vesna-seo-shell-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Vesna</title>' +
    '<meta name=description content="The build\'s description"><meta name=theme-color content=#FAF8F5>' +
    '</head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ORIGIN = 'https://vesna.example';
const ctx = useTestApp({ shellDist: dist, app: { publicOrigin: ORIGIN } });

/** A page as a crawler asks for it, and the head tags it reads, decoded as an HTML parser would. */
async function page(url: string) {
  const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
  const html = res.body;
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const attr = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: res.statusCode,
    html,
    titles: html.match(/<title>/g)?.length ?? 0,
    descriptions: html.match(/<meta name=["']?description/g)?.length ?? 0,
    title: attr(/<title>([\s\S]*?)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: (property: string) => attr(new RegExp(`<meta property="og:${property}" content="([^"]*)"`)),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

describe("each page's HTML carries its head for crawlers", () => {
  const staticRoutes = (Object.keys(ROUTE_META) as (keyof typeof ROUTE_META)[])
    .filter((pattern) => !pattern.includes(':') && !pattern.includes('*'))
    .map(
      (pattern) =>
        [
          pattern,
          ROUTE_META[pattern as Exclude<typeof pattern, '/:id' | '/userProfile/*' | '/modiweek/:day?'>],
        ] as const,
    );

  it.each(staticRoutes)('%s: title, description, canonical link and Open Graph tags', async (route, meta) => {
    const head = await page(route);
    expect(head.status).toBe(200);
    expect(head.title).toBe(documentTitle(meta.title));
    expect(head.description).toBe(meta.description);
    // One of each: the build's own description is replaced, not joined.
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.canonical).toBe(`${ORIGIN}${route}`);
    expect(head.og('title')).toBe(documentTitle(meta.title));
    expect(head.og('description')).toBe(meta.description);
    expect(head.og('url')).toBe(`${ORIGIN}${route}`);
    expect(head.og('type')).toBe('website');
    if ('image' in meta) {
      // The artwork's PNG share card (link previews ignore SVG), with its size and a large twitter card.
      expect(head.og('image')).toBe(`${ORIGIN}${shareImageUrl(meta.image)}`);
      expect(head.og('image')).toMatch(/\/api\/images\/share\/.+\.png$/);
      expect([head.og('image:width'), head.og('image:height'), head.og('image:type')]).toEqual([
        '1200',
        '630',
        'image/png',
      ]);
      expect(head.twitterCard).toBe('summary_large_image');
    } else {
      expect(head.og('image')).toBeUndefined();
      expect(head.twitterCard).toBe('summary');
    }
    expect(head.html).toContain('<div id="root"></div>');
    expect(head.html).toContain('<meta name=theme-color content=#FAF8F5>');
  });

  it('gives the routes with a parameter their own head: a Modiweek day, a profile tab', async () => {
    const friday = await page('/modiweek/friday');
    expect([friday.status, friday.title, friday.canonical]).toEqual([
      200,
      'Modiweek | Vesna',
      `${ORIGIN}/modiweek/friday`,
    ]);
    expect((await page('/modiweek?day=monday')).canonical).toBe(`${ORIGIN}/modiweek/monday`);
    const profile = await page('/userProfile/address');
    expect([profile.status, profile.title]).toEqual([200, 'My Account | Vesna']);
  });

  it("keeps a collection's category in its canonical address and drops view-only parameters", async () => {
    const dresses = await page('/collection?category=dresses&color=blue&sort=%2Bprice');
    expect(dresses.canonical).toBe(`${ORIGIN}/collection?category=dresses`);
    expect(dresses.description).toMatch(/^Shop dresses at Vesna/);
    expect((await page('/collection?category=nonsense')).canonical).toBe(`${ORIGIN}/collection`);
    expect((await page('/100001?color=blue&size=m')).canonical).toBe(`${ORIGIN}/100001`);
  });

  it("gives a product page the product's name, description, picture and Product JSON-LD", async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100001' })).json() as Product[];
    const head = await page('/100001');
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${product.name} | Vesna`);
    expect(product.description.startsWith(head.description!.replace(/…$/, ''))).toBe(true);
    expect(head.og('type')).toBe('product');
    expect(head.og('image')).toBe(`${ORIGIN}${shareImageUrl(product.image[0])}`);
    expect(head.twitterCard).toBe('summary_large_image');
    // The card the preview fetches is a 1200x630 PNG of the product's first picture.
    const card = await ctx.app.inject({ url: new URL(head.og('image')!).pathname });
    expect([card.statusCode, card.headers['content-type']]).toEqual([200, 'image/png']);
    expect([card.rawPayload.readUInt32BE(16), card.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'USD',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      },
    });
    expect(head.jsonLd?.image).toContain(`${ORIGIN}${product.image[0]}`);
    // Search engines get real files: absolute JPEG photos at their widest, never a drawing.
    for (const image of head.jsonLd?.image as string[])
      expect(image).toMatch(new RegExp(`^${ORIGIN}/api/photos/[0-9a-f]{64}-1600\\.jpg$`));
  });

  it('preloads, first in the head, the photo the address shows first (its colour’s), as the gallery asks for it', async () => {
    const [product] = (await ctx.app.inject({ url: '/api/products?id=100001' })).json() as Product[];
    const preloadOf = (html: string) => {
      const links = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(links).toHaveLength(1);
      const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(links[0]!)?.[1];
      return {
        type: attr('type'),
        srcset: attr('imagesrcset'),
        sizes: attr('imagesizes'),
        priority: attr('fetchpriority'),
        beforeMeta: html.indexOf(links[0]!) < html.indexOf('<meta name="description"'),
      };
    };
    const hashOf = (path: string) => /([0-9a-f]{64})/.exec(path)![1];
    const first = preloadOf((await page('/100001')).html);
    expect(first).toEqual({
      type: 'image/avif',
      srcset: photoSrcset({ hash: hashOf(product.image[0]!), width: 1600 }, 'avif'),
      sizes: PRODUCT_PHOTO_SIZES,
      priority: 'high',
      beforeMeta: true,
    });
    const other = product.products[1]!;
    const colour = preloadOf((await page(`/100001?color=${other.color}`)).html);
    expect(colour.srcset).toBe(photoSrcset({ hash: hashOf(other.image[0]!), width: 1600 }, 'avif'));
    expect((await page('/collection')).html).not.toContain('rel="preload" as="image"');
  });

  it('says OutOfStock in the JSON-LD when no size of any colour is left', async () => {
    await ctx.database.db.query("UPDATE variant_sizes SET quantity = 0 WHERE product_id = '100002'");
    const head = await page('/100002');
    expect((head.jsonLd?.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });

  it('answers an unknown address, a weekday that is none and a missing product with 404 and the not-found title', async () => {
    // (/favorites is the wish list's other address: static-shell.test.ts checks its redirect.)
    for (const url of ['/no/such/page', '/favourites', '/modiweek/funday', '/999999']) {
      const head = await page(url);
      expect({ url, status: head.status, title: head.title }).toEqual({
        url,
        status: 404,
        title: 'Page Not Found | Vesna',
      });
      // The shell still renders its own not-found page from the same HTML.
      expect(head.html).toContain('<div id="root"></div>');
      expect(head.jsonLd).toBeUndefined();
    }
  });

  it('escapes what it writes into the HTML', async () => {
    await ctx.database.db.query(`UPDATE products SET name = $1, description = $2 WHERE id = '100003'`, [
      'Dress "Kyiv" <b>&',
      'Ends early </script><script>alert(1)</script> & $& $1 "quoted"',
    ]);
    const head = await page('/100003');
    expect(head.html).not.toContain('<script>alert(1)');
    expect(head.html).not.toContain('<b>');
    expect(head.title).toBe('Dress "Kyiv" <b>& | Vesna');
    expect(head.description).toBe('Ends early </script><script>alert(1)</script> & $& $1 "quoted"');
    expect(head.jsonLd?.description).toBe('Ends early </script><script>alert(1)</script> & $& $1 "quoted"');
  });
});

describe('the origin of the links without PUBLIC_ORIGIN', () => {
  const local = useTestApp({ shellDist: dist });

  it("uses the request's origin, and localhost for a Host that is not a host name", async () => {
    const res = await local.app.inject({ url: '/visitUs', headers: { accept: 'text/html', host: 'shop.test:3000' } });
    expect(res.body).toContain('<link rel="canonical" href="http://shop.test:3000/visitUs" />');
    const odd = await local.app.inject({ url: '/visitUs', headers: { accept: 'text/html', host: 'x"><script>' } });
    expect(odd.body).toContain('<link rel="canonical" href="http://localhost/visitUs" />');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every static page, every category, every Modiweek day and every product', async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const { rows } = await ctx.database.db.query<{ id: string }>('SELECT id FROM products');
    expect(rows.length).toBeGreaterThan(10);
    for (const { id } of rows) expect(locs).toContain(`${ORIGIN}/${id}`);
    for (const route of [
      '/',
      '/collection',
      '/newIn',
      '/plusSize',
      '/sustainability',
      '/sustainability/materials',
      '/visitUs',
      '/careers',
      '/contactUs',
      '/termsConditions',
      '/policy',
      '/orderShipping',
      '/returnsRefunds',
    ]) {
      expect(locs).toContain(`${ORIGIN}${route}`);
    }
    for (const category of ['dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts']) {
      expect(locs).toContain(`${ORIGIN}/collection?category=${category}`);
    }
    for (const day of WEEKDAYS) expect(locs).toContain(`${ORIGIN}/modiweek/${day}`);
    // Pages robots.txt keeps crawlers out of are not offered to them.
    expect(locs.filter((loc) => /\/(cart|info|payment|success|failed|userProfile)/.test(loc))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('robots.txt allows the shop, keeps crawlers out of the API, dev, personal and checkout pages and names the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${ORIGIN}/sitemap.xml`]));
    for (const path of [
      '/api/',
      '/dev/',
      '/userProfile',
      '/cart',
      '/info',
      '/payment',
      '/success',
      '/failed',
      '/staff',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });
});
