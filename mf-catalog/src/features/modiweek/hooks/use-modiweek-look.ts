import { useParams, useSearchParams } from 'react-router-dom';
import { WEEKDAYS, type Weekday } from 'contracts';
import { useAsyncData } from '../../../hooks/use-async-data';
import { NO_LOOK, loadModiweekLook } from '../load-modiweek-look';

export function todaysWeekday(now = new Date()): Weekday {
  return WEEKDAYS[now.getDay()];
}

function parseWeekday(raw: string | null | undefined): Weekday | null {
  const value = raw?.trim().toLowerCase();
  return (WEEKDAYS as readonly string[]).includes(value ?? '') ? (value as Weekday) : null;
}

/**
 * The day the address asks for. Both address forms exist in the sources (spec section 2):
 * /modiweek/friday and /modiweek?day=friday; without a day (or with an unknown `?day=`) it is today.
 * A path segment that is not a weekday (/modiweek/someday) is an unknown address: `notFound`.
 */
export function useModiweekDay(): { day: Weekday; notFound: boolean } {
  const { day: dayParam } = useParams();
  const [searchParams] = useSearchParams();
  const fromPath = parseWeekday(dayParam);
  return {
    day: fromPath ?? parseWeekday(searchParams.get('day')) ?? todaysWeekday(),
    notFound: dayParam !== undefined && fromPath === null,
  };
}

/** The Modiweek look of `day`: its banner and products. */
export function useModiweekLook(day: Weekday) {
  const look = useAsyncData(loadModiweekLook, day, NO_LOOK);
  return { banner: look.data.banner, products: look.data.products, loading: look.loading };
}
