import { useParams, useSearchParams } from 'react-router-dom';
import { WEEKDAYS, type Product, type Weekday } from 'contracts';
import { getProductsByIds } from 'shared-ui';
import { useAsyncData } from './use-async-data';
import { useModiweekBanners } from './use-banners';

const NO_PRODUCTS: Product[] = [];

export function todaysWeekday(now = new Date()): Weekday {
  return WEEKDAYS[now.getDay()];
}

function parseWeekday(raw: string | null | undefined): Weekday | null {
  const value = raw?.trim().toLowerCase();
  return (WEEKDAYS as readonly string[]).includes(value ?? '') ? (value as Weekday) : null;
}

/**
 * The Modiweek look of the chosen day. Both address forms exist in the sources (spec section 2):
 * /modiweek/friday and /modiweek?day=friday; without a (valid) day it is today's look.
 */
export function useModiweekLook() {
  const { day: dayParam } = useParams();
  const [searchParams] = useSearchParams();
  const day = parseWeekday(dayParam) ?? parseWeekday(searchParams.get('day')) ?? todaysWeekday();

  const banners = useModiweekBanners();
  const banner = banners.data.find((item) => item.name.toLowerCase() === day);
  const ids = banner?.category.map((item) => item.id) ?? [];
  const idsKey = ids.join(',');
  const products = useAsyncData(
    `products/ids/${idsKey}`,
    () => (ids.length ? getProductsByIds(ids) : Promise.resolve(NO_PRODUCTS)),
    NO_PRODUCTS,
  );

  return {
    day,
    banner,
    bannersLoading: banners.loading,
    products: products.data,
    // Products are only known once the banner that lists them has arrived.
    productsLoading: banners.loading || products.loading,
  };
}
