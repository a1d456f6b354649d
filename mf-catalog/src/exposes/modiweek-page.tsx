import { ModiweekPage } from '../features/modiweek/views/modiweek-page';

export default ModiweekPage;
