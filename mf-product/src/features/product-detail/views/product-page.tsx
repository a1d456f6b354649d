import { css } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { isProductId } from 'contracts';
import { Button, Container, NotFoundView, Spinner, mq, theme, useDocumentTitle } from 'shared-ui';
import { ProductDetails } from '../components/product-details';
import { useProduct } from '../hooks/use-product';

const { colors, fontSizes, space } = theme;

const styles = {
  page: css({
    paddingTop: space.lg,
    paddingBottom: space.xxxl,
    [mq.tablet]: { paddingTop: space.xxl, paddingBottom: space.huge },
  }),
  centred: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space.md,
    paddingTop: space.huge,
    paddingBottom: space.huge,
    textAlign: 'center',
    color: colors.textMuted,
    fontSize: fontSizes.md,
  }),
};

function ProductView({ id }: { id: string }) {
  const state = useProduct(id);
  useDocumentTitle(
    state.status === 'ready' ? state.product.name : state.status === 'not-found' ? 'Page Not Found' : 'Product',
  );

  switch (state.status) {
    case 'loading':
      return (
        <Container css={styles.centred}>
          <Spinner label="Loading product" />
        </Container>
      );
    case 'not-found':
      return <NotFoundView />;
    case 'error':
      return (
        <Container css={styles.centred} role="alert">
          <p>We could not load this product. Please check your connection and try again.</p>
          <Button variant="secondary" onClick={state.retry}>
            Retry
          </Button>
        </Container>
      );
    case 'ready':
      return (
        <Container css={styles.page}>
          <ProductDetails product={state.product} />
        </Container>
      );
  }
}

/**
 * /:id. The shell routes only product-id shaped paths here; anything else that still arrives
 * (a direct mount, an old link) gets the not-found view without a request.
 */
export function ProductPage() {
  const { id = '' } = useParams();
  return (
    <div data-boundary="mf-product">{isProductId(id) ? <ProductView key={id} id={id} /> : <NotFoundAtOnce />}</div>
  );
}

function NotFoundAtOnce() {
  useDocumentTitle('Page Not Found');
  return <NotFoundView />;
}
