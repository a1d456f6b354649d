// A Modiweek day's look as one plain async function, so a server can call it as well as the page.
import type { Banner, Product, Weekday } from 'contracts';
import { getModiweekBanners, type PageQuery, type RequestOptions } from 'shared-ui';
import { getProductsByIds } from 'shared-ui/on-demand';

export type ModiweekLook = {
  /** The day's banner; undefined when the banners could not be loaded or the day has none. */
  banner?: Banner;
  /** The products of the look ("Shop The Look"). */
  products: Product[];
};

export const NO_LOOK: ModiweekLook = { products: [] };

/**
 * The banner of `day` (GET /banners/category/modiweek) and the products it lists (GET /products/ids).
 * Either failing rejects: the look is then not loaded (the server leaves it to the browser, which loads it
 * again), never shown without its products.
 */
export async function loadModiweekLook(day: Weekday, options: RequestOptions = {}): Promise<ModiweekLook> {
  const banners = await getModiweekBanners(options);
  const banner = banners.find((item) => item.name.toLowerCase() === day);
  const ids = banner?.category.map((item) => item.id) ?? [];
  return { banner, products: await getProductsByIds(ids, options) };
}

/** A day's look as a query: the server loads it before rendering, the page reads it. */
export function modiweekLookQuery(day: Weekday): PageQuery<ModiweekLook> {
  return { key: `modiweek-look:${day}`, load: (options) => loadModiweekLook(day, options) };
}
