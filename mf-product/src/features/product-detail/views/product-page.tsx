import { css } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { isProductId, type Product } from 'contracts';
import {
  Button,
  Container,
  theme,
  useDocumentTitle,
  useProduct,
  NotFoundView,
  productFeedbackQueryOptions,
  usePageHead,
} from 'shared-ui';
import { HydrateOnApproach, useQuery } from 'shared-ui/state';
import { ProductFeedback } from '../../feedback/views/product-feedback';
import { ProductDetails } from '../components/product-details';
import { productLayout } from '../components/product-layout';
import { ProductSkeleton } from '../components/product-skeleton';
import { RelatedProducts } from '../components/related-products';
import { useProductSelection } from '../hooks/use-product-selection';
import { productPageHead } from '../product-page-head';

const styles = {
  centred: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space.md,
    paddingTop: theme.space.huge,
    paddingBottom: theme.space.huge,
    textAlign: 'center',
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.md,
  }),
};

/** The loaded page: details, the feedback section (the feedback part's), "You May Also Like". */
function ProductContent({ product }: { product: Product }) {
  // The rating in the head's structured data (productPageHead): the feedback section's own answer, asked with the
  // details rather than when the section comes near (left out while it loads or if it fails).
  useQuery(productFeedbackQueryOptions(product.id));
  const selection = useProductSelection(product);
  return (
    <Container css={productLayout.page}>
      <ProductDetails product={product} selection={selection} />
      {/* Below the details: each keeps the server's markup until it comes near the viewport. */}
      <HydrateOnApproach>
        <ProductFeedback product={product} />
      </HydrateOnApproach>
      <HydrateOnApproach>
        <RelatedProducts productId={product.id} />
      </HydrateOnApproach>
    </Container>
  );
}

function ProductView({ id }: { id: string }) {
  const answer = useProduct(id);
  if (answer.isError && !answer.isFetching) return <LoadFailed retry={() => void answer.refetch()} />;
  if (answer.data === undefined) return <LoadingProduct />;
  // No such product (the API's 404): an answer, shown as the not-found page.
  if (answer.data === null) return <NotFoundAtOnce />;
  return <ProductContent product={answer.data} />;
}

function LoadingProduct() {
  useDocumentTitle('Product');
  return <ProductSkeleton />;
}

function LoadFailed({ retry }: { retry: () => void }) {
  useDocumentTitle('Product');
  return (
    <Container css={styles.centred} role="alert">
      <p>We could not load this product. Please check your connection and try again.</p>
      <Button variant="secondary" onClick={retry}>
        Retry
      </Button>
    </Container>
  );
}

/**
 * /:id. The shell routes only product-id shaped paths here; anything else that still arrives
 * (a direct mount, an old link) gets the not-found view without a request.
 */
export function ProductPage() {
  const { id = '' } = useParams();
  // The same head as the server's HTML (the module's `head`), kept in document.head while the page is shown.
  usePageHead(productPageHead);
  return (
    <div data-boundary="mf-product">{isProductId(id) ? <ProductView key={id} id={id} /> : <NotFoundAtOnce />}</div>
  );
}

function NotFoundAtOnce() {
  useDocumentTitle('Page Not Found');
  return <NotFoundView />;
}
