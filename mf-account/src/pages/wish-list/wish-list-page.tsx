import { useMemo } from 'react';
import { css } from '@emotion/react';
import { Button, ButtonLink, ProductCard, Spinner, mq, theme, useWishlist } from 'shared-ui';
import { AccountPage } from '../../components/account-page/account-page';
import { useWishlistProducts } from './use-wishlist-products';

/** Spec: "Clear All" appears only with more than 3 items. */
const CLEAR_ALL_MIN_ITEMS = 4;

const { colors, fonts, fontSizes, fontWeights, space } = theme;

const styles = {
  toolbar: css({ display: 'flex', justifyContent: 'flex-end', marginTop: `-${space.md}` }),
  grid: css({
    listStyle: 'none',
    margin: `${space.xl} 0 0`,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${space.xl} ${space.md}`,
    [mq.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${space.xxl} ${space.lg}` },
  }),
  message: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space.md,
    margin: `${space.xxl} auto 0`,
    maxWidth: '32rem',
    padding: `${space.xxl} ${space.md}`,
    textAlign: 'center',
    borderTop: `1px solid ${colors.border}`,
    color: colors.textMuted,
    '& h2': {
      margin: 0,
      fontFamily: fonts.display,
      fontWeight: fontWeights.medium,
      fontSize: fontSizes.xl,
      color: colors.text,
    },
    '& p': { margin: 0 },
  }),
};

function EmptyWishList() {
  return (
    <section css={styles.message} aria-labelledby="wish-list-empty">
      <h2 id="wish-list-empty">Your wish list is empty</h2>
      <p>Tap the heart on any piece you love and it will wait for you here.</p>
      <ButtonLink to="/collection">Explore the Collection</ButtonLink>
    </section>
  );
}

/** /wishList: the shopper's favourites, kept in shared-ui's wish list atom. */
export function WishListPage() {
  const wishlist = useWishlist();
  // Most recently added first.
  const ids = useMemo(() => [...wishlist.ids].reverse(), [wishlist.ids]);
  const { products, loading, failed, retry } = useWishlistProducts(ids);

  let body;
  if (wishlist.count === 0) {
    body = <EmptyWishList />;
  } else if (failed && products.length === 0) {
    body = (
      <div css={styles.message} role="alert">
        <p>We could not load your wish list. Please check your connection and try again.</p>
        <Button variant="secondary" onClick={retry}>
          Retry
        </Button>
      </div>
    );
  } else if (loading && products.length === 0) {
    body = <Spinner label="Loading your wish list" centered />;
  } else {
    body = (
      <ul css={styles.grid}>
        {products.map((product) => (
          <li key={product.id}>
            {/* The card reads and toggles the shared wish list itself. */}
            <ProductCard product={product} headingLevel={2} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AccountPage title="My Wish List" subtitle={`${wishlist.count} item(s)`}>
      {wishlist.count >= CLEAR_ALL_MIN_ITEMS && (
        <div css={styles.toolbar}>
          <Button variant="ghost" onClick={wishlist.clear}>
            Clear All
          </Button>
        </div>
      )}
      {body}
    </AccountPage>
  );
}
