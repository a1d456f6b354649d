import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { capitalise, formatMoney, type Product } from 'contracts';
import { galleryImages } from 'contracts/seo';
import { mq, theme, Select } from 'shared-ui';
import { BackInStockOffer } from '../../back-in-stock/components/back-in-stock-offer';
import { sizesSoldOut } from '../product-address';
import type { ProductSelectionState } from '../hooks/use-product-selection';
import { AddToBagButton } from './add-to-bag-button';
import { ColorSwatches } from './color-swatches';
import { EasyReturn } from './easy-return';
import { ProductGallery } from './product-gallery';
import { productLayout } from './product-layout';
import { SizeGuide } from './size-guide';
import { WishlistShare } from './wishlist-share';

const { colors, fonts, fontSizes, fontWeights, letterSpacings, lineHeights, space } = theme;

/** A size with this few pieces left says so under the select. */
const LOW_STOCK = 3;

/**
 * The top of the detail page: the chosen colour's gallery beside name, price, colour, size, add to bag,
 * wish list and share, the description and the size guide and return terms.
 */
export function ProductDetails({ product, selection }: { product: Product; selection: ProductSelectionState }) {
  const { color, size, sizes, chooseColor, chooseSize } = selection;
  const { images, placeholders, alts } = galleryImages(product, color);
  const chosenStock = sizes.find((choice) => choice.value === size)?.stock;

  return (
    <div css={productLayout.top}>
      <ProductGallery
        key={color ?? ''}
        name={product.name}
        colorName={color}
        images={images}
        placeholders={placeholders}
        alts={alts}
      />
      <div css={productLayout.details}>
        <div>
          <Link to={`/collection?category=${product.category}`} css={styles.category}>
            {product.category}
          </Link>
          <h1 css={styles.name}>{product.name}</h1>
          <p css={styles.price}>{formatMoney(product.price)}</p>
        </div>

        {product.products.length > 0 && (
          <ColorSwatches
            colors={product.products.map((choice) => ({ color: choice.color, image: choice.image[0] }))}
            chosen={color}
            onChoose={chooseColor}
          />
        )}

        <div>
          <div css={styles.sizeHeader}>
            {/* The select's own label is hidden so the guide can stand on the same line as this one. */}
            <span css={styles.sizeTitle} aria-hidden="true">
              Size
            </span>
            <SizeGuide />
          </div>
          <Select
            label="Size"
            hideLabel
            placeholder={sizes.length > 0 ? 'Select size' : 'Out of stock in this colour'}
            options={sizes}
            value={size ?? ''}
            disabled={sizes.length === 0}
            onChange={(event) => chooseSize(sizes.find((choice) => choice.value === event.target.value)?.value ?? null)}
          />
          <p css={styles.stock} aria-live="polite">
            {chosenStock !== undefined && chosenStock <= LOW_STOCK ? `Only ${chosenStock} left in this size` : ''}
          </p>
          {color && <BackInStockOffer productId={product.id} color={color} soldOut={sizesSoldOut(product, color)} />}
        </div>

        <div css={styles.actions}>
          <AddToBagButton product={product} color={color} size={size} />
          <WishlistShare product={product} />
        </div>

        <div css={styles.about}>
          <h2 css={styles.aboutTitle}>Description</h2>
          <p css={styles.description}>{product.description}</p>
          <p css={styles.fabric}>Fabric: {capitalise(product.fabric)}</p>
          {product.finalSale && (
            <p css={styles.fabric} data-testid="final-sale">
              <strong>Final sale:</strong> this item cannot be returned or refunded.
            </p>
          )}
          <div css={styles.links}>
            <EasyReturn />
          </div>
        </div>
      </div>
    </div>
  );
}

const styles = {
  category: css({
    display: 'inline-block',
    marginBottom: space.xs,
    fontSize: fontSizes.xs,
    letterSpacing: letterSpacings.caps,
    textTransform: 'uppercase',
    color: colors.textMuted,
    textDecoration: 'none',
    '&:hover': { color: colors.text, textDecoration: 'underline' },
  }),
  name: css({
    margin: 0,
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xxl,
    lineHeight: lineHeights.tight,
    [mq.tablet]: { fontSize: fontSizes.xxxl },
  }),
  price: css({ margin: `${space.sm} 0 0`, fontSize: fontSizes.xl }),
  sizeHeader: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.md }),
  sizeTitle: css({
    fontSize: fontSizes.sm,
    fontWeight: fontWeights.medium,
    letterSpacing: letterSpacings.caps,
    textTransform: 'uppercase',
  }),
  stock: css({ minHeight: '1.5em', margin: `${space.xxs} 0 0`, fontSize: fontSizes.xs, color: colors.warning }),
  actions: css({ display: 'flex', flexDirection: 'column', gap: space.sm }),
  about: css({ paddingTop: space.lg, borderTop: `1px solid ${colors.border}` }),
  aboutTitle: css({
    margin: `0 0 ${space.xs}`,
    fontFamily: fonts.body,
    fontSize: fontSizes.sm,
    fontWeight: fontWeights.medium,
    letterSpacing: letterSpacings.caps,
    textTransform: 'uppercase',
  }),
  description: css({ margin: 0, fontSize: fontSizes.md, lineHeight: lineHeights.normal, color: colors.textMuted }),
  fabric: css({ margin: `${space.sm} 0 0`, fontSize: fontSizes.sm, color: colors.textMuted }),
  links: css({ display: 'flex', gap: space.lg, marginTop: space.xs }),
};
