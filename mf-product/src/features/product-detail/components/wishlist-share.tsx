import { css } from '@emotion/react';
import type { Product } from 'contracts';
import { HeartIcon, theme, ShareIcon } from 'shared-ui';
import { useWishlist } from 'shared-ui/state';
import { useShareProduct } from '../hooks/use-share-product';

/**
 * The wish list toggle (shared-ui's `useWishlist()`, the same list the product cards change) and the
 * share control (the system share sheet, or the link copied with a toast).
 */
export function WishlistShare({ product }: { product: Product }) {
  const wishlist = useWishlist();
  const share = useShareProduct(product.name);
  const favorite = wishlist.isFavorite(product.id);
  return (
    <div css={styles.row}>
      <button
        type="button"
        css={[styles.action, favorite && styles.favorite]}
        aria-pressed={favorite}
        onClick={() => wishlist.toggle(product.id)}
      >
        <HeartIcon filled={favorite} size={20} />
        {favorite ? 'In your wish list' : 'Add to wish list'}
      </button>
      <button type="button" css={styles.action} onClick={() => void share()}>
        <ShareIcon size={20} />
        Share
      </button>
    </div>
  );
}

const styles = {
  row: css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }),
  action: css({
    flex: '1 1 0',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.xs,
    minHeight: theme.sizes.touchTarget,
    padding: `${theme.space.xs} ${theme.space.md}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.square,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontFamily: 'inherit',
    fontSize: theme.fontSizes.sm,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `border-color ${theme.transitions.fast}`,
    '&:hover': { borderColor: theme.colors.text },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '2px' },
  }),
  favorite: css({ color: theme.colors.accentHover, borderColor: theme.colors.accent }),
};
