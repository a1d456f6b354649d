import { ModiweekPage } from '../pages/modiweek/modiweek-page';

export default ModiweekPage;
