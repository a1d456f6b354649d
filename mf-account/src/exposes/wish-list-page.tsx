export { WishListPage as default } from '../pages/wish-list/wish-list-page';
