// /plusSize: the plus-size line (plusSize=true) under the plusSize banners; cards hide the category label.
import type { ListingQuery } from '../../hooks/collection-address';
import { useProductListing } from 'shared-ui';
import { BannerStrip } from '../../components/banner-strip';
import { CatalogPage, PageTitle } from '../../components/page-layout';
import { ProductGrid, standaloneGrid } from '../../components/product-grid';
import { useBanners } from '../../hooks/use-banners';
import { useDocumentTitle } from '../../hooks/use-document-title';

const PLUS_SIZE_QUERY: ListingQuery = { plusSize: true };

export function PlusSizePage() {
  useDocumentTitle('Plus Size');
  const banners = useBanners('plusSize');
  const { products, loading, error, hasMore, loadMore, reload } = useProductListing(PLUS_SIZE_QUERY);

  return (
    <CatalogPage>
      <PageTitle intro="Sizes 1X to 3X, cut for comfort and made to last.">Plus Size</PageTitle>
      <BannerStrip banners={banners.data} loading={banners.loading} />
      <div css={standaloneGrid}>
        <ProductGrid
          products={products}
          loading={loading}
          hasMore={hasMore}
          onLoadMore={loadMore}
          error={error}
          onRetry={reload}
          label="Plus-size products"
          showCategory={false}
        />
      </div>
    </CatalogPage>
  );
}
