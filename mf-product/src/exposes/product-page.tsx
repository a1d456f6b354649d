export { ProductPage as default } from '../features/product-detail/views/product-page';
