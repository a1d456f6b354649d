export { ProductPage as default } from '../pages/product/product-page';
