import { test, expect } from './fixtures';
import { shopperWithBag } from './checkout';

declare global {
  interface Window {
    seenBadges?: { bag: string[]; wishlist: string[] };
  }
}

/**
 * Every badge text a shopper could see, frame by frame from the first paint: an init script reads the
 * two badges on each animation frame and keeps each change ('' while a badge is hidden).
 */
function recordBadgesEveryFrame() {
  const seen = { bag: [] as string[], wishlist: [] as string[] };
  window.seenBadges = seen;
  const badge = (control: string) => document.querySelector(`${control} span[aria-hidden="true"]`)?.textContent ?? '';
  const keep = (list: string[], text: string) => {
    if (list[list.length - 1] !== text) list.push(text);
  };
  const frame = () => {
    keep(seen.bag, badge('button[aria-label^="Shopping bag"]'));
    keep(seen.wishlist, badge('a[aria-label^="Wish list"]'));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('@mobile a logged-in shopper reloads: the bag and wish-list badges show their counts, never 0 or another number first', async ({
  page,
  request,
  baseURL,
}) => {
  const { line } = await shopperWithBag(page, request, baseURL);
  const productId = line.key.split('/')[0];
  const liked = await page.request.post('/api/customers/wishlist', {
    data: { productId },
    headers: { origin: baseURL ?? 'http://localhost:3000' },
  });
  expect(liked.ok()).toBe(true);
  // A guest bag left in this browser from before the login must not show while the session is asked for.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('vesna:bag', JSON.stringify(['100002/blue/m/2', '100003/black/s/1'])));

  await page.addInitScript(recordBadgesEveryFrame);
  await page.reload();
  const bag = page.getByRole('button', { name: 'Shopping bag, 1 item' });
  await expect(bag).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wish list, 1 item' })).toBeVisible();
  await page.waitForLoadState('load');

  const seen = await page.evaluate(() => window.seenBadges!);
  // Hidden (as the server's guest page draws them) until the account's counts are known, then those.
  expect(seen.bag.filter(Boolean)).toEqual(['1']);
  expect(seen.wishlist.filter(Boolean)).toEqual(['1']);
  expect(seen.bag.at(-1)).toBe('1');
});
