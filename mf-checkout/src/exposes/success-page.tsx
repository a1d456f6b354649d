export { SuccessPage as default } from '../features/order-outcome/views/success-page';
