export { OrderShippingPage as default } from '../features/static-pages/views/order-shipping-page';
