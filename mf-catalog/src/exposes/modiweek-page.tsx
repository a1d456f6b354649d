import { pageQueryOptions, type FirstData } from 'shared-ui';
import { requestedWeekday, todayQuery, todaysWeekday } from '../features/modiweek/hooks/use-modiweek-look';
import { modiweekLookQuery } from '../features/modiweek/load-modiweek-look';
import { ModiweekPage } from '../features/modiweek/views/modiweek-page';

export default ModiweekPage;

/** The day's look; without a day in the address, also which day "today" was when the server rendered. */
export const firstData: FirstData = ({ params, searchParams }) => {
  const day = requestedWeekday(params.day, searchParams.get('day'));
  const look = pageQueryOptions(modiweekLookQuery(day ?? todaysWeekday()));
  return day ? [look] : [pageQueryOptions(todayQuery), look];
};
