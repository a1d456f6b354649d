import { css } from '@emotion/react';
import { formatMoney, type Product } from 'contracts';
import { mq, theme } from 'shared-ui';

const { colors, fonts, fontSizes, fontWeights, lineHeights, sizes, space } = theme;

const styles = {
  layout: css({
    display: 'grid',
    gap: space.xl,
    [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space.xxl, alignItems: 'start' },
    [mq.desktop]: { gap: space.xxxl },
  }),
  image: css({
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 4',
    objectFit: 'cover',
    backgroundColor: colors.surfaceMuted,
  }),
  info: css({ maxWidth: sizes.prose, [mq.tablet]: { paddingTop: space.lg } }),
  name: css({
    margin: 0,
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xxl,
    lineHeight: lineHeights.tight,
    [mq.tablet]: { fontSize: fontSizes.xxxl },
  }),
  price: css({ margin: `${space.md} 0 0`, fontSize: fontSizes.xl, fontWeight: fontWeights.medium }),
  description: css({
    margin: `${space.lg} 0 0`,
    paddingTop: space.lg,
    borderTop: `1px solid ${colors.border}`,
    fontSize: fontSizes.md,
    lineHeight: lineHeights.normal,
    color: colors.textMuted,
  }),
};

/** The first part of the detail page: main image, name, price and description. */
export function ProductDetails({ product }: { product: Product }) {
  const mainImage = product.image[0] ?? product.products[0]?.image[0];
  return (
    <div css={styles.layout}>
      {mainImage ? <img css={styles.image} src={mainImage} alt={product.name} /> : <div css={styles.image} />}
      <div css={styles.info}>
        <h1 css={styles.name}>{product.name}</h1>
        <p css={styles.price}>{formatMoney(product.price)}</p>
        <p css={styles.description}>{product.description}</p>
      </div>
    </div>
  );
}
