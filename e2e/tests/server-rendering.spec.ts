import type { APIRequestContext } from '@playwright/test';
import { registeredShopper } from './accounts';
import { lineWithMostStock } from './checkout';
import { test, expect, holdRequests, openBeforeHydration, productCards, remoteOrigins } from './fixtures';

/**
 * Every page's content is in the HTML the server sends (shell layout + the route's remote page with its
 * first data), so a shopper or crawler without JavaScript sees it, and the browser hydrates it without
 * asking again. The journeys that run with JavaScript also fail on any hydration warning (fixtures.ts).
 */

/** The server's HTML of a page, as curl would ask for it (Accept: *\/*). */
async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: '*/*' } });
  return { response, body: await response.text() };
}

/** The page's JSON data block (what the browser hydrates from). */
/** The page's JSON block: its query client dehydrated (TanStack Query's format), and the route's region. */
function serverData(body: string): {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  region: { id: string; outcome: string };
} {
  const match = /<script type="application\/json" id="vesna-server-data">([\s\S]*?)<\/script>/.exec(body);
  if (!match) throw new Error('the page has no server data block');
  return JSON.parse(match[1]) as ReturnType<typeof serverData>;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'home shows its headline, best sellers with prices, and the week of Modiweek looks',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'New In' }).first()).toBeVisible();
      await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: /Best Sellers/i })).toBeVisible();
    },
  );

  test('a category of the collection shows its products with names and prices', async ({ page }) => {
    await page.goto('/collection?category=dresses');
    await expect(page.getByRole('heading', { name: 'Collection', level: 1 })).toBeVisible();
    await expect(productCards(page)).toHaveCount(6);
    await expect(
      productCards(page)
        .first()
        .getByText(/\$\d+\.\d{2}/),
    ).toBeVisible();
    for (const category of await productCards(page).getByTestId('product-card-category').allTextContents()) {
      expect(category.toLowerCase()).toContain('dress');
    }
  });

  test('a product shows its name, price, colours and description', async ({ page }) => {
    await page.goto('/100001');
    await expect(page.getByRole('heading', { name: 'Cotton Slip Dress', level: 1 })).toBeVisible();
    await expect(page.getByText('$126.50').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Cotton Slip Dress');
  });

  test("Monday's Modiweek look lists its products", async ({ page }) => {
    await page.goto('/modiweek/monday');
    await expect(page.getByRole('heading', { name: /Shop The Look/i })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
  });

  test('sustainability shows its mission, and header and footer links are real links that work', async ({ page }) => {
    await page.goto('/sustainability');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Minimalism').first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Returns & Refunds' }).click();
    await expect(page).toHaveURL(/\/returnsRefunds$/);
    await expect(page.getByRole('heading', { name: /Returns/i, level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'New In' }).first().click();
    await expect(page).toHaveURL(/\/newIn$/);
    await expect(productCards(page).first()).toBeVisible();
  });
});

test('any client gets the page as HTML, whatever it accepts; only /api answers JSON', async ({ request }) => {
  const { response, body } = await html(request, '/collection');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(body).toContain('data-testid="product-card"');
  const api = await request.get('/api/nothing', { headers: { accept: '*/*' } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: expect.any(String) });
});

test("a product page's HTML has the product's head from its page's own `head`; an unknown one is a 404", async ({
  request,
}) => {
  const { response, body } = await html(request, '/100001?color=blue');
  expect(response.status()).toBe(200);
  const [product] = (await (await request.get('/api/products?id=100001')).json()) as {
    name: string;
    description: string;
  }[];
  expect(body).toContain('<title>Cotton Slip Dress | Vesna</title>');
  expect(body).toMatch(/<meta name="description" content="[^"]+"/);
  expect(body).toContain('<meta property="og:type" content="product" />');
  expect(body).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+"/);
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(body)?.[1];
  const data = JSON.parse(jsonLd ?? 'null') as Record<string, unknown> & { image: string[]; offers: unknown };
  expect(data).toMatchObject({
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: '100001',
  });
  expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', price: '126.50' });
  // Search engines get real files: absolute JPEG photos at their widest, never a drawing.
  for (const image of data.image) expect(image).toMatch(/^https?:\/\/[^/]+\/api\/photos\/[0-9a-f]{64}-1600\.jpg$/);

  const missing = await html(request, '/999999');
  expect(missing.response.status()).toBe(404);
  expect(missing.body).toContain('<title>Page Not Found | Vesna</title>');
  expect(missing.body).not.toContain('application/ld+json');
});

test(
  'public pages are the same bytes for a guest and a logged-in shopper, and cacheable',
  { tag: '@smoke' },
  async ({ request, playwright, baseURL }) => {
    const guest = await html(request, '/100001');
    const loggedIn = await playwright.request.newContext({ baseURL });
    await registeredShopper(loggedIn, baseURL);
    expect((await loggedIn.get('/api/cookies')).status()).toBe(200);
    const shopper = await html(loggedIn, '/100001');
    await loggedIn.dispose();

    expect(shopper.body).toBe(guest.body);
    expect(guest.response.headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const etag = guest.response.headers()['etag'];
    expect(etag).toBeTruthy();
    const revalidated = await request.get('/100001', { headers: { 'if-none-match': etag } });
    expect(revalidated.status()).toBe(304);
  },
);

test(
  "the shopper's own pages render the layout and a skeleton, never cached",
  { tag: '@smoke' },
  async ({ request }) => {
    const withBag = { cookie: 'vesna_bag=1' };
    for (const [path, headers] of [
      ['/cart', withBag],
      ['/cart', { cookie: 'vesna_signed_in=1' }],
      ['/userProfile', {}],
      ['/payment', withBag],
    ] as const) {
      const response = await request.get(path, { headers: { accept: '*/*', ...headers } });
      const body = await response.text();
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(body).toContain('data-testid="page-skeleton"');
      expect(serverData(body).region.outcome).toBe('deferred');
    }
  },
);

test('/cart for a visitor with no session and no bag is her empty bag, from the server, never cached', async ({
  request,
  page,
}) => {
  const { response, body } = await html(request, '/cart');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(body).toContain('Your Shopping Bag Is Empty');
  expect(body).not.toContain('data-testid="page-skeleton"');
  expect(serverData(body).region.outcome).toBe('rendered');

  // In the browser it hydrates as it is (the fixture fails on a mismatch); a bag added then sets the hint.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Shopping Bag Is Empty' })).toBeVisible();
  const line = await lineWithMostStock(request);
  const [id, color, size] = line.key.split('/');
  await page.goto(`/${id}?color=${color}&size=${size}`);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Bag' })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'vesna_bag')?.value).toBe('1');
});

test('pages rendered at the same time never mix their data', async ({ request }) => {
  const pages = [
    { path: '/100001', name: 'Cotton Slip Dress' },
    { path: '/collection?category=pants', key: /"listing:6:\[\[\\"category\\",\\"pants\\"\]\]"/ },
    { path: '/100002', key: /"product:100002"/ },
    {
      path: '/collection?category=tops&sort=%2Bprice',
      key: /"listing:6:\[\[\\"category\\",\\"tops\\"\],\[\\"sort\\",\\"\+price\\"\]\]"/,
    },
    { path: '/100003', key: /"product:100003"/ },
    { path: '/modiweek/friday', key: /"modiweek-look:friday"/ },
  ];
  const answers = await Promise.all([...pages, ...pages].map((item) => html(request, item.path)));
  answers.forEach(({ body }, index) => {
    const item = pages[index % pages.length];
    // A query's key as one string: ['product', '100001'] is "product:100001".
    const keys = serverData(body).queries.queries.map(({ queryKey }) => queryKey.map(String).join(':'));
    const pageKeys = keys.filter((key) => !key.startsWith('render-date'));
    // A product page's data is its product (which the breadcrumb reads too), its feedback and its suggestions, all
    // of that product; any other page here reads one answer.
    const productId = /^\/(\d{6})$/.exec(item.path)?.[1];
    if (productId)
      expect(pageKeys.sort(), item.path).toEqual([
        `product-feedback:${productId}`,
        `product:${productId}`,
        `related-products:${productId}`,
      ]);
    else expect(pageKeys, item.path).toHaveLength(1);
    if (item.key) expect(JSON.stringify(keys), item.path).toMatch(item.key);
    if (item.name) expect(body).toContain(`>${item.name}</h1>`);
  });
});

test('hydration asks the API for none of the data the server rendered the page with', async ({ page }) => {
  // Pictures are files, not data: the generated drawings and the product photos.
  const notData = (url: string) => url.includes('/api/images/') || url.includes('/api/photos/');
  for (const path of ['/', '/collection', '/newIn', '/plusSize', '/modiweek', '/sustainability', '/100001']) {
    const asked: string[] = [];
    const listen = (request: { url(): string }) => {
      if (request.url().includes('/api/') && !notData(request.url())) asked.push(request.url());
    };
    page.on('request', listen);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    page.off('request', listen);
    expect({ path, asked }).toEqual({ path, asked: [] });
  }
});

test("@mobile a tap on the server's page before its remote has loaded is not lost: it is clicked once the page hydrates", async ({
  page,
}) => {
  // The product remote's files wait until the tap has been made.
  const letThrough = await holdRequests(page, `${remoteOrigins.product}/**`);
  await openBeforeHydration(page, '/100001');
  // The server's markup, not hydrated yet: React alone would drop this click. (A guest's Add to Cart is done
  // by the gate itself: early-add-to-cart.spec.ts.)
  const sizeGuide = page.getByRole('button', { name: 'Size Guide' });
  await sizeGuide.click();
  await expect(sizeGuide).toHaveAttribute('aria-busy', 'true');
  letThrough();
  await expect(page.getByRole('dialog', { name: 'Size Guide' })).toBeVisible();
});

test("@mobile a shopper who scrolls the server's page before it hydrates stays where she scrolled", async ({
  page,
}) => {
  // The shell's React (the framework chunk) waits until she has scrolled.
  const letThrough = await holdRequests(page, /\/framework\.[0-9a-f]+\.js$/);
  await openBeforeHydration(page, '/');
  await page.evaluate(() => window.scrollTo(0, 900));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // A tap on the header, held until the layout has hydrated (hydration-gate.ts): once the search opens, the
  // layout's first effects have run.
  await page.getByRole('button', { name: 'Open search' }).click();
  letThrough();
  await expect(page.getByRole('search', { name: 'Search products' })).toBeVisible();
  // Within a few pixels: the browser's scroll anchoring follows the page as its fonts arrive.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40);
});

// React 19 renders a Suspense boundary again in the browser, without reporting it, when an update reaches it
// while it still waits for its code; the console fixture cannot see that, so these journeys mark the server's
// nodes and check that they are still there. Once seen in about one load in five of `/` (left as fixme then);
// not seen in 75 runs of these three since start-up waits for the first frame and clicks are held (one run
// failed otherwise: the newsletter's message did not show within 10 s, not reproduced in 60 probe loads).
for (const path of ['/', '/collection', '/100001']) {
  test(`${path} hydrates the server's markup in place: the page's heading and the newsletter form stay the server's`, async ({
    page,
  }) => {
    // Marked when the parser is done, before any of the page's scripts runs. React keeps these nodes when it
    // hydrates; when it throws server markup away (an update reaching a boundary still waiting to hydrate),
    // it renders new ones, which carry no mark, even if nothing is logged.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of document.querySelectorAll('main h1, footer form')) {
          element.setAttribute('data-from-server', '');
          (element as unknown as { fromServer: boolean }).fromServer = true;
        }
      });
    });
    await page.goto(path);
    // Hydrated: the footer's newsletter form (hydrated when the browser is idle) answers a click.
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('contentinfo').getByText('Email is required')).toBeVisible();
    const kept = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, footer form')].map(
        (element) => `${element.tagName} ${(element as unknown as { fromServer?: boolean }).fromServer === true}`,
      ),
    );
    expect(kept).toEqual(['H1 true', 'FORM true']);
  });
}
