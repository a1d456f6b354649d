export { PaymentPage as default } from '../pages/payment/payment-page';
