import { useParams, useSearchParams } from 'react-router-dom';
import { WEEKDAYS, type Weekday } from 'contracts';
import { queryOptions, useQueryClient } from 'shared-ui/state';

export function todaysWeekday(now = new Date()): Weekday {
  return WEEKDAYS[now.getDay()];
}

/**
 * "Today" as the server saw it when it rendered /modiweek: the browser hydrates with the same day (its
 * clock or time zone may say otherwise around midnight), and a page opened in the browser asks its clock.
 */
export function todayQueryOptions() {
  return queryOptions({ queryKey: ['modiweek-today'] as const, queryFn: async () => todaysWeekday() });
}

/** The day a Modiweek address asks for, or null when it asks for today (pure: the server calls it too). */
export function requestedWeekday(dayParam: string | undefined, dayQuery: string | null): Weekday | null {
  return parseWeekday(dayParam) ?? parseWeekday(dayQuery);
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
  const client = useQueryClient();
  const fromPath = parseWeekday(dayParam);
  return {
    day:
      requestedWeekday(dayParam, searchParams.get('day')) ??
      client.getQueryData(todayQueryOptions().queryKey) ??
      todaysWeekday(),
    notFound: dayParam !== undefined && fromPath === null,
  };
}
