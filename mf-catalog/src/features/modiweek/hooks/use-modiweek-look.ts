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
 * The Modiweek look of the chosen day. Both address forms exist in the sources (spec section 2):
 * /modiweek/friday and /modiweek?day=friday; without a (valid) day it is today's look.
 */
export function useModiweekLook() {
  const { day: dayParam } = useParams();
  const [searchParams] = useSearchParams();
  const day = parseWeekday(dayParam) ?? parseWeekday(searchParams.get('day')) ?? todaysWeekday();
  const look = useAsyncData(loadModiweekLook, day, NO_LOOK);
  return { day, banner: look.data.banner, products: look.data.products, loading: look.loading };
}
