import { useWishlist } from 'shared-ui/state';
import { WishListContent } from '../../wish-list/components/wish-list-content';
import { TabPanel } from '../components/tab-panel';

/** Wishlist tab: the same grid as /wishList (the account's list, synced with the server). */
export function WishlistTab() {
  const { count } = useWishlist();
  return (
    <TabPanel title="Wishlist" intro={`${count} item(s)`}>
      <div>
        <WishListContent headingLevel={3} />
      </div>
    </TabPanel>
  );
}
