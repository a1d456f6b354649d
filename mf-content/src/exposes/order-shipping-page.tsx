export { OrderShippingPage as default } from '../pages/order-shipping/order-shipping-page';
