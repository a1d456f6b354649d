export { PaymentPage as default } from '../features/payment/views/payment-page';
