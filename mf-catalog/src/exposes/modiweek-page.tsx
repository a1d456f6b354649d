import type { FirstData } from 'shared-ui';
import { modiweekLookQueryOptions } from '../features/modiweek/api/get-modiweek-look';
import { requestedWeekday, todayQueryOptions, todaysWeekday } from '../features/modiweek/hooks/use-modiweek-day';
import { ModiweekPage } from '../features/modiweek/views/modiweek-page';

export default ModiweekPage;

/** The day's look; without a day in the address, also which day "today" was when the server rendered. */
export const firstData: FirstData = ({ params, searchParams }) => {
  const day = requestedWeekday(params.day, searchParams.get('day'));
  const look = modiweekLookQueryOptions(day ?? todaysWeekday());
  return day ? [look] : [todayQueryOptions(), look];
};
