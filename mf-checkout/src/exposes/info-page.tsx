export { ShippingInfoPage as default } from '../features/shipping-info/views/shipping-info-page';
