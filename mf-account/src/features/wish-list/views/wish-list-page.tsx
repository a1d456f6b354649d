import { useWishlist } from 'shared-ui/state';
import { AccountPage } from '../../../components/account-page/account-page';
import { WishListContent } from '../components/wish-list-content';

/** /wishList: "My Wish List" with "{n} item(s)"; guests see their local list, logged-in shoppers the server's. */
export function WishListPage() {
  const { count } = useWishlist();
  return (
    <AccountPage title="My Wish List" subtitle={`${count} item(s)`}>
      <WishListContent />
    </AccountPage>
  );
}
