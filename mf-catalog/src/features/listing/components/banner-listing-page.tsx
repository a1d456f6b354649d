// The shape /newIn and /plusSize share: a title, a strip of banners, then a product grid for one
// fixed query. Each page only says which query, which banners and which words.
import { useDocumentTitle } from 'shared-ui';
import { useBanners } from '../../../api/get-banners';
import { useProductListing, type ProductListingQuery } from '../../../api/get-product-listing';
import { CatalogPage, PageTitle } from '../../../components/page-layout';
import { ProductGrid, standaloneGrid } from '../../../components/product-grid';
import { BannerStrip } from './banner-strip';

export interface BannerListingPageProps {
  title: string;
  intro: string;
  /** Banner set above the grid (GET /banners/{name}). */
  bannerSet: string;
  /** Keep the object stable (module-level): the listing reloads when the query changes. */
  query: ProductListingQuery;
  gridLabel: string;
  showCategory?: boolean;
}

export function BannerListingPage({ title, intro, bannerSet, query, gridLabel, showCategory }: BannerListingPageProps) {
  useDocumentTitle(title);
  const banners = useBanners(bannerSet);
  const { products, loading, error, hasMore, loadMore, reload } = useProductListing(query);

  return (
    <CatalogPage>
      <PageTitle intro={intro}>{title}</PageTitle>
      <BannerStrip banners={banners.data} loading={banners.loading} />
      <div css={standaloneGrid}>
        <ProductGrid
          products={products}
          loading={loading}
          hasMore={hasMore}
          onLoadMore={loadMore}
          error={error}
          onRetry={reload}
          label={gridLabel}
          showCategory={showCategory}
        />
      </div>
    </CatalogPage>
  );
}
