import type { Banner, Product, Weekday } from 'contracts';
import { logFailures, getProductsByIds } from 'shared-ui';
import { queryOptions, useQuery, type RequestOptions } from 'shared-ui/state';
import { getModiweekBanners } from '../../../api/get-modiweek-looks';

export type ModiweekLook = {
  /** The day's banner; undefined when the banners could not be loaded or the day has none. */
  banner?: Banner;
  /** The products of the look ("Shop The Look"). */
  products: Product[];
};

const NO_LOOK: ModiweekLook = { products: [] };

/**
 * The banner of `day` (GET /banners/category/modiweek) and the products it lists (GET /products/ids).
 * Either failing rejects: the look is then not loaded (the server leaves it to the browser, which loads it
 * again), never shown without its products.
 */
export async function getModiweekLook(day: Weekday, options: RequestOptions = {}): Promise<ModiweekLook> {
  const banners = await getModiweekBanners(options);
  const banner = banners.find((item) => item.name.toLowerCase() === day);
  const ids = banner?.category.map((item) => item.id) ?? [];
  return { banner, products: await getProductsByIds(ids, options) };
}

/** A day's look: the server loads it before rendering /modiweek, the page reads it. */
export function modiweekLookQueryOptions(day: Weekday) {
  return queryOptions({
    queryKey: ['modiweek-look', day] as const,
    queryFn: logFailures(`[mf-catalog] modiweek look ${day}`, ({ signal }: { signal: AbortSignal }) =>
      getModiweekLook(day, { signal }),
    ),
  });
}

/** The look of `day`: no banner and no products while it loads (`loading`) or when it failed. */
export function useModiweekLook(day: Weekday) {
  const answer = useQuery(modiweekLookQueryOptions(day));
  const look = answer.data ?? NO_LOOK;
  return { banner: look.banner, products: look.products, loading: answer.status === 'pending' };
}
