// A Modiweek day's look as one plain async function, so a server can call it as well as the page.
import type { Banner, Product, Weekday } from 'contracts';
import { getModiweekBanners, getProductsByIds, type PageQuery, type RequestOptions } from 'shared-ui';

export type ModiweekLook = {
  /** The day's banner; undefined when the banners could not be loaded or the day has none. */
  banner?: Banner;
  /** The products of the look ("Shop The Look"). */
  products: Product[];
};

export const NO_LOOK: ModiweekLook = { products: [] };

/**
 * The banner of `day` (GET /banners/category/modiweek) and the products it lists (GET /products/ids).
 * A failed product request leaves the look without products; a failed banner request rejects.
 */
export async function loadModiweekLook(day: Weekday, options: RequestOptions = {}): Promise<ModiweekLook> {
  const banners = await getModiweekBanners(options);
  const banner = banners.find((item) => item.name.toLowerCase() === day);
  const ids = banner?.category.map((item) => item.id) ?? [];
  try {
    return { banner, products: await getProductsByIds(ids, options) };
  } catch (error) {
    console.error(`mf-catalog: loading the ${day} look's products failed`, error);
    return { banner, products: [] };
  }
}

/** A day's look as a query: the server loads it before rendering, the page reads it. */
export function modiweekLookQuery(day: Weekday): PageQuery<ModiweekLook> {
  return { key: `modiweek-look:${day}`, load: (options) => loadModiweekLook(day, options) };
}
