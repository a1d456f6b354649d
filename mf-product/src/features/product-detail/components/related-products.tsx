import { css } from '@emotion/react';
import { ProductCard, Skeleton, THREE_ACROSS_SIZES, mq, theme } from 'shared-ui';
import { RELATED_PRODUCTS_SHOWN, useRelatedProducts } from '../hooks/use-related-products';

/**
 * "You May Also Like": up to three product cards from tablet up, two below (the third is hidden by
 * CSS, so the markup does not depend on the screen). Placeholders of the cards' shape hold the row
 * while it loads; a failed or empty answer leaves the row out.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  if (related.status === 'failed' || (related.status === 'ready' && related.products.length === 0)) return null;
  return (
    <section css={styles.section} aria-labelledby="related-products-title">
      <h2 id="related-products-title" css={styles.heading}>
        You May Also Like
      </h2>
      {related.status === 'loading' ? (
        <div css={styles.grid} aria-hidden="true">
          {Array.from({ length: RELATED_PRODUCTS_SHOWN }, (_, index) => (
            <div key={index}>
              <Skeleton height="auto" css={{ aspectRatio: '3 / 4' }} />
              <Skeleton width="70%" css={{ marginTop: theme.space.sm }} />
              <Skeleton width="30%" css={{ marginTop: theme.space.xs }} />
            </div>
          ))}
        </div>
      ) : (
        <ul role="list" css={styles.grid}>
          {related.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} sizes={THREE_ACROSS_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const styles = {
  section: css({
    marginTop: theme.space.xxxl,
    paddingTop: theme.space.xl,
    borderTop: `1px solid ${theme.colors.border}`,
    [mq.tablet]: { marginTop: theme.space.huge },
  }),
  heading: css({
    margin: `0 0 ${theme.space.lg}`,
    fontFamily: theme.fonts.display,
    fontWeight: theme.fontWeights.medium,
    fontSize: theme.fontSizes.xxl,
    lineHeight: theme.lineHeights.snug,
    [mq.tablet]: { fontSize: theme.fontSizes.xxxl },
  }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: theme.space.md,
    '& > :nth-of-type(n + 3)': { display: 'none' },
    [mq.tablet]: {
      gridTemplateColumns: `repeat(${RELATED_PRODUCTS_SHOWN}, minmax(0, 1fr))`,
      gap: theme.space.lg,
      '& > :nth-of-type(n + 3)': { display: 'block' },
    },
  }),
};
