import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROUTE_META, WEEKDAYS, documentTitle, routeHead, shareImageUrl, type Product } from 'contracts';
import { fakeShellBuild } from '../../../test-support/fake-shell-build';
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
async function page(url: string, app: FastifyInstance = ctx.app) {
  const res = await app.inject({ url, headers: { accept: 'text/html' } });
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

  it("gives a product page the browser renders alone its route's head: the product's own comes with its render", async () => {
    const head = await page('/100001');
    expect([head.status, head.title, head.og('type')]).toEqual([200, 'Product | Vesna', 'product']);
    expect(head.description).toBe(routeHead('/100001').description);
    expect(head.jsonLd).toBeUndefined();
    expect(head.html).not.toContain('rel="preload" as="image"');
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
});

/**
 * A page the server renders, with a stand-in render worker (test-support/fake-shell-build.ts) whose product page
 * hands over a head of its own as mf-product's `head` does: the API writes that head into the HTML and answers its
 * status. What the real page's head holds is tested beside it (mf-product's product-head.test.ts) and in e2e.
 */
describe("a server-rendered page's own head", () => {
  const build = fakeShellBuild();
  afterAll(() => build.remove());
  const rendering = useTestApp({
    shellDist: build.dir,
    app: { publicOrigin: ORIGIN, serverRender: { workers: 1, queueBudgetMs: 5000, deadlineMs: 3000 } },
  });
  beforeAll(async () => {
    // Until the worker is warm a page is the browser's (the route's head): wait for a rendered one.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (!(await page(`/careers?warm=${attempt}`, rendering.app)).html.includes('<div id="root"></div>')) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the render worker never became ready');
  });

  it("gives a product page the product's name, description, picture and Product JSON-LD", async () => {
    const [product] = (await rendering.app.inject({ url: '/api/products?id=100001' })).json() as Product[];
    const head = await page('/100001', rendering.app);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${product.name} | Vesna`);
    expect(head.titles).toBe(1);
    expect(product.description.startsWith(head.description!.replace(/…$/, ''))).toBe(true);
    expect(head.og('type')).toBe('product');
    expect(head.og('image')).toBe(`${ORIGIN}${shareImageUrl(product.image[0])}`);
    expect(head.twitterCard).toBe('summary_large_image');
    // The card the preview fetches is a 1200x630 PNG of the product's first picture.
    const card = await rendering.app.inject({ url: new URL(head.og('image')!).pathname });
    expect([card.statusCode, card.headers['content-type']]).toEqual([200, 'image/png']);
    expect([card.rawPayload.readUInt32BE(16), card.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
    // Its links on the shop's public origin, which the render is sent.
    expect(head.jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.name,
      description: product.description,
      url: `${ORIGIN}/100001`,
    });
    // The canonical address is the route's: no view-only parameters.
    expect((await page('/100001?color=blue&size=m', rendering.app)).canonical).toBe(`${ORIGIN}/100001`);
  });

  it('preloads, first in the head, the photo the page names', async () => {
    const [product] = (await rendering.app.inject({ url: '/api/products?id=100001' })).json() as Product[];
    const { html } = await page('/100001', rendering.app);
    const links = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(links[0]!)?.[1];
    expect([attr('type'), attr('imagesrcset'), attr('imagesizes'), attr('fetchpriority')]).toEqual([
      'image/avif',
      `${product.image[0]} 1600w`,
      '100vw',
      'high',
    ]);
    expect(html.indexOf(links[0]!)).toBeLessThan(html.indexOf('<meta name="description"'));
    expect((await page('/careers', rendering.app)).html).not.toContain('rel="preload" as="image"');
  });

  it('answers a missing product with 404 and the not-found head, without JSON-LD', async () => {
    const head = await page('/999999', rendering.app);
    expect([head.status, head.title, head.description]).toEqual([
      404,
      'Page Not Found | Vesna',
      'Sorry, the page you are looking for does not exist or has been moved.',
    ]);
    expect(head.jsonLd).toBeUndefined();
  });

  it('escapes what it writes into the HTML', async () => {
    await rendering.database.db.query(`UPDATE products SET name = $1, description = $2 WHERE id = '100003'`, [
      'Dress "Kyiv" <b>&',
      'Ends early </script><script>alert(1)</script> & $& $1 "quoted"',
    ]);
    const head = await page('/100003', rendering.app);
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
