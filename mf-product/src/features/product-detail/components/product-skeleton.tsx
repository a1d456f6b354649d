import { css } from '@emotion/react';
import { Container, Skeleton, mq, theme, visuallyHiddenStyle } from 'shared-ui';
import { galleryStyles } from './product-gallery';
import { productLayout } from './product-layout';

const { space } = theme;

/**
 * The product page's shape while the product loads: the gallery with its thumbnails, the details column
 * and the "You May Also Like" row, in the same grid as the page, so nothing below moves when the
 * product arrives (the footer stays out of view).
 */
export function ProductSkeleton() {
  return (
    <Container css={[productLayout.page, styles.reserve]} data-testid="product-skeleton">
      <div role="status" aria-busy="true">
        <span css={visuallyHiddenStyle}>Loading product</span>
        <div css={productLayout.top} aria-hidden="true">
          <div css={galleryStyles.gallery}>
            <div css={galleryStyles.stage}>
              <Skeleton height="auto" css={{ aspectRatio: '3 / 4' }} />
            </div>
            <div css={galleryStyles.thumbnails}>
              {[0, 1, 2].map((index) => (
                <div key={index} css={styles.thumbnail}>
                  <Skeleton height="auto" css={{ aspectRatio: '3 / 4' }} />
                </div>
              ))}
            </div>
          </div>
          <div css={productLayout.details}>
            <div>
              <Skeleton width="30%" height={12} />
              <Skeleton width="80%" height={34} css={styles.gapSm} />
              <Skeleton width="25%" height={24} css={styles.gapSm} />
            </div>
            <div>
              <Skeleton width="35%" height={14} />
              <div css={styles.swatches}>
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} width={44} height={44} radius="round" />
                ))}
              </div>
            </div>
            <Skeleton height={48} />
            <Skeleton height={52} />
            <Skeleton height={44} />
            <div>
              <Skeleton width="40%" height={14} />
              <Skeleton height={16} css={styles.gapSm} />
              <Skeleton height={16} css={styles.gapXs} />
              <Skeleton width="60%" height={16} css={styles.gapXs} />
            </div>
          </div>
        </div>
      </div>
    </Container>
  );
}

const styles = {
  // At least a screen tall, like the shell's PageSkeleton, so the footer never shows under a loading page.
  reserve: css({ minHeight: '100vh' }),
  thumbnail: css({ width: '60px', [mq.tablet]: { width: '72px' } }),
  gapSm: css({ marginTop: space.sm }),
  gapXs: css({ marginTop: space.xs }),
  swatches: css({ display: 'flex', gap: space.xs, marginTop: space.xs }),
};
