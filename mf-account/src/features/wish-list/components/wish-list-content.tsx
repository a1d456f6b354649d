import { useMemo } from 'react';
import { css } from '@emotion/react';
import { LIMITS } from 'contracts';
import { Button, ButtonLink, ProductCard, Spinner, THREE_ACROSS_SIZES, mq, theme } from 'shared-ui';
import { useWishlist } from 'shared-ui/state';
import { useWishlistProducts } from '../hooks/use-wishlist-products';

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
    '& h2, & h3': {
      margin: 0,
      fontFamily: fonts.display,
      fontWeight: fontWeights.medium,
      fontSize: fontSizes.xl,
      color: colors.text,
    },
    '& p': { margin: 0 },
  }),
};

interface WishListContentProps {
  /** Level of the headings inside (empty state, product names): 2 on the page, 3 inside a profile tab. */
  headingLevel?: 2 | 3;
}

/**
 * The wish list body shared by /wishList and the profile's Wishlist tab: "Clear All" above 3 items,
 * the product grid (3 per row from tablet), loading, retry and the empty state. It works for guests
 * and logged-in shoppers alike because useWishlist() picks the right list (local or server-synced).
 */
export function WishListContent({ headingLevel = 2 }: WishListContentProps) {
  const wishlist = useWishlist();
  // Most recently added first.
  const ids = useMemo(() => [...wishlist.ids].reverse(), [wishlist.ids]);
  const { products, loading, failed, retry } = useWishlistProducts(ids);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  let body;
  if (wishlist.count === 0) {
    body = (
      <section css={styles.message} aria-labelledby="wish-list-empty">
        <Heading id="wish-list-empty">Your wish list is empty</Heading>
        <p>Tap the heart on any piece you love and it will wait for you here.</p>
        <ButtonLink to="/collection">Explore the Collection</ButtonLink>
      </section>
    );
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
            <ProductCard product={product} headingLevel={headingLevel === 2 ? 2 : 4} sizes={THREE_ACROSS_SIZES} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {wishlist.count > LIMITS.wishlistClearAllAbove && (
        <div css={styles.toolbar}>
          <Button variant="ghost" onClick={wishlist.clear}>
            Clear All
          </Button>
        </div>
      )}
      {body}
    </>
  );
}
