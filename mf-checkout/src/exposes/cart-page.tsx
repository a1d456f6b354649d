export { CartPage as default } from '../features/cart/views/cart-page';
