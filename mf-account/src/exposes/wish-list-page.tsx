export { WishListPage as default } from '../features/wish-list/views/wish-list-page';
