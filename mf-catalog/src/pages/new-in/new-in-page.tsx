// /newIn: new arrivals (new=true, no category) under the newInBanner banners.
import type { ListingQuery } from '../../hooks/collection-address';
import { useProductListing } from 'shared-ui';
import { BannerStrip } from '../../components/banner-strip';
import { CatalogPage, PageTitle } from '../../components/page-layout';
import { ProductGrid, standaloneGrid } from '../../components/product-grid';
import { useBanners } from '../../hooks/use-banners';
import { useDocumentTitle } from '../../hooks/use-document-title';

// Module-level so the listing sees the same query object on every render.
const NEW_IN_QUERY: ListingQuery = { new: true };

export function NewInPage() {
  useDocumentTitle('New In');
  const banners = useBanners('newInBanner');
  const { products, loading, error, hasMore, loadMore, reload } = useProductListing(NEW_IN_QUERY);

  return (
    <CatalogPage>
      <PageTitle intro="The latest pieces, just arrived in the studio.">New In</PageTitle>
      <BannerStrip banners={banners.data} loading={banners.loading} />
      <div css={standaloneGrid}>
        <ProductGrid
          products={products}
          loading={loading}
          hasMore={hasMore}
          onLoadMore={loadMore}
          error={error}
          onRetry={reload}
          label="New arrivals"
        />
      </div>
    </CatalogPage>
  );
}
