import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { formatCartItemKey, formatMoney, type Color, type Product, type Size } from 'contracts';
import { BagIcon, Button, theme, visuallyHiddenStyle } from 'shared-ui';
import { EARLY_ADD_ATTRIBUTE, EARLY_ADD_NOTE_ATTRIBUTE, emitShopEvent, useBag } from 'shared-ui/state';

export interface AddToBagButtonProps {
  product: Product;
  color: Color | null;
  size: Size | null;
}

/**
 * Add to bag as spec section 4 says: disabled until a colour and a size are chosen; "Add to Cart" with
 * the price; "Added to Cart", doing nothing, when that product/colour/size is already in the bag. A
 * successful add asks the shell to open the mini bag (`bag:open`). Clicked before the page hydrated, the
 * hydration gate adds the line the button names (shared-ui's hydration/early-add.ts).
 */
export function AddToBagButton({ product, color, size }: AddToBagButtonProps) {
  const bag = useBag();
  const hintId = `add-to-bag-hint-${useId()}`;
  const [announcement, setAnnouncement] = useState('');
  const key = color && size ? formatCartItemKey({ productId: product.id, color, size, quantity: 1 }) : null;
  const inBag = key !== null && bag.has(key);
  const announcementOfAdd = `${product.name} was added to your bag.`;
  const early =
    key !== null && !inBag ? { [EARLY_ADD_ATTRIBUTE]: key, [EARLY_ADD_NOTE_ATTRIBUTE]: announcementOfAdd } : {};

  const add = () => {
    if (key === null || inBag) return;
    if (bag.add(key)) {
      setAnnouncement(announcementOfAdd);
      emitShopEvent('bag:open', { source: 'mf-product' });
    }
  };

  return (
    <>
      <Button
        size="large"
        fullWidth
        disabled={key === null || inBag}
        onClick={add}
        css={inBag ? styles.added : undefined}
        aria-describedby={key === null ? hintId : undefined}
        {...early}
      >
        <BagIcon size={20} />
        {inBag ? (
          'Added to Cart'
        ) : (
          <>
            Add to Cart <span css={styles.price}>· {formatMoney(product.price)}</span>
          </>
        )}
      </Button>
      {/* One line either way, so choosing a size does not move what is below. */}
      <p id={hintId} css={styles.hint}>
        {key !== null
          ? 'Free shipping on all orders.'
          : color
            ? 'Select a size to add it to your bag.'
            : 'Select a colour and a size to add it to your bag.'}
      </p>
      <p role="status" css={visuallyHiddenStyle}>
        {announcement}
      </p>
    </>
  );
}

const styles = {
  price: css({ fontWeight: theme.fontWeights.regular }),
  // Already in the bag is a done state, not an unavailable one: calm accent tint instead of the greyed button.
  // `&&` outweighs the Button's own disabled rule, which Emotion writes after ours.
  added: css({
    '&&:disabled': {
      opacity: 1,
      background: theme.colors.accentSoft,
      borderColor: theme.colors.accentSoft,
      color: theme.colors.accentHover,
      cursor: 'default',
    },
  }),
  hint: css({ margin: `${theme.space.xs} 0 0`, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
};
