import type { Locator, Page } from '@playwright/test';
import { test, expect, productCards } from './fixtures';
import { settle } from './every-route';

// Issue 9's catalogue points, each at 1280 px and (tagged @mobile) at 390 px unless it is desktop-only.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The header's Collection link: in the bar from tablet up, in the menu on a phone. */
async function headerCollectionLink(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collection' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Collection' });
}

async function chooseDressesInRed(page: Page) {
  await page.goto('/collection?category=dresses&color=red');
  await expect(productCards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Red' })).toBeVisible();
}

async function expectShopAllWithoutFilters(page: Page) {
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByRole('button', { name: 'shop all', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(productCards(page)).toHaveCount(6);
  await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
}

test('"See All" on home opens shop all without the filters chosen before', { tag: '@mobile' }, async ({ page }) => {
  await chooseDressesInRed(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'See All' }).click();
  await expectShopAllWithoutFilters(page);
  // The filtered view is one Back away, at its own address.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/category=dresses&color=red/);
  await expect(page.getByRole('button', { name: 'Remove filter Red' })).toBeVisible();
});

test("the header's Collection link opens shop all without filters", { tag: '@mobile' }, async ({ page }) => {
  await chooseDressesInRed(page);
  await (await headerCollectionLink(page)).click();
  await expectShopAllWithoutFilters(page);
});

test(
  'with a colour filter each card shows that colour and opens the product on it',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/collection?color=red');
    await expect(productCards(page).first()).toBeVisible();
    const count = await productCards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const card = productCards(page).nth(i);
      const view = card.getByRole('link', { name: 'View' });
      await expect(view).toHaveAttribute('href', /^\/\d{6}\?color=red$/);
      // The card shows a photo of the red variant, as the API lists that product's red images.
      const id = /^\/(\d{6})/.exec((await view.getAttribute('href'))!)![1];
      const product = await (await page.request.get(`/api/products?id=${id}`)).json();
      const red = (Array.isArray(product) ? product[0] : product).products.find(
        (variant: { color: string }) => variant.color === 'red',
      ) as { image: string[] };
      expect(red.image).toContain(await card.getByRole('img').getAttribute('src'));
    }
    await productCards(page).first().getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/\d{6}\?color=red/);
    // The product page opens on red: its swatch is chosen and the gallery shows the red images.
    await expect(page.getByRole('radio', { name: 'Red' })).toBeChecked();
    await expect(page.getByRole('img', { name: /in red\b.*, image 1 of/ })).toBeVisible();
  },
);

test(
  'the first row of listing images loads at once, the first with high priority; the rest lazily',
  {
    tag: '@mobile',
  },
  async ({ page }) => {
    await page.goto('/collection');
    await expect(productCards(page)).toHaveCount(6);
    const images = productCards(page).getByRole('img');
    expect(await images.evaluateAll((list) => list.map((img) => img.getAttribute('loading')))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(await images.evaluateAll((list) => list.map((img) => img.getAttribute('fetchpriority')))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
    // The first row is indeed the row in view on arrival.
    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => images.nth(i).boundingBox()));
    expect(first!.y).toBe(second!.y);
    expect(third!.y).toBeGreaterThan(first!.y);
  },
);

test('/modiweek/<not a weekday> shows the not-found page', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/modiweek/someday');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist or has been moved.')).toBeVisible();
  await page.goto('/modiweek/friday');
  await expect(page.getByRole('list', { name: 'Friday look' })).toBeVisible();
});

test('the desktop weekday carousel arrows scroll 150 px', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Modiweek' });
  await carousel.scrollIntoViewIfNeeded();
  const track = carousel.getByRole('list');
  await expect(track.getByRole('listitem')).toHaveCount(7);
  const scrollLeft = () => track.evaluate((element) => Math.round(element.scrollLeft));
  expect(await scrollLeft()).toBe(0);
  await carousel.getByRole('button', { name: 'Next days' }).click();
  await expect.poll(scrollLeft).toBe(150);
  await carousel.getByRole('button', { name: 'Next days' }).click();
  await expect.poll(scrollLeft).toBe(300);
  await carousel.getByRole('button', { name: 'Previous days' }).click();
  await expect.poll(scrollLeft).toBe(150);
});

/**
 * Whether the whole of an image is drawn: `contain`, or a box of the image's own shape (which `cover`
 * then fills without cutting anything off).
 */
async function showsWholeImage(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const fit = getComputedStyle(img).objectFit;
    const box = img.clientWidth / img.clientHeight;
    const natural = img.naturalWidth / img.naturalHeight;
    return fit === 'contain' || fit === 'scale-down' || Math.abs(box - natural) < 0.01;
  });
}

test('the home hero shows the whole garment', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured' }).locator('img');
  expect(await showsWholeImage(hero)).toBe(true);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath(`home-${testInfo.project.name}.png`) });
});

test('the home sustainability banner shows the whole garment', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/');
  const banner = page.locator('section', { has: page.getByRole('link', { name: 'Discover Sustainability' }) });
  await banner.scrollIntoViewIfNeeded();
  const image = banner.locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await showsWholeImage(image)).toBe(true);
  await banner.screenshot({ path: testInfo.outputPath(`sustainability-${testInfo.project.name}.png`) });
});

test('the Plus Size banners show the whole garment', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/plusSize');
  const banners = page.getByRole('main').locator('figure img');
  await expect(banners).toHaveCount(2);
  for (const banner of await banners.all()) expect(await showsWholeImage(banner)).toBe(true);
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath(`plus-size-${testInfo.project.name}.png`), fullPage: true });
});

test('the collection with a colour filter, as a shopper sees it', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/collection?color=red');
  await expect(productCards(page).first()).toBeVisible();
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath(`collection-red-${testInfo.project.name}.png`), fullPage: true });
});
