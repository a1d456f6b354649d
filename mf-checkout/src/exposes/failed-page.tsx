export { FailedPage as default } from '../pages/failed/failed-page';
