export { FailedPage as default } from '../features/order-outcome/views/failed-page';
