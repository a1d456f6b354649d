// /collection: category tabs, filters, sort and the product grid. The address is the state
// (?category=dresses&color=red&sort=bestSeller), mirrored in browser storage by useCollectionCategory.
import { CATEGORY_TABS, capitalise } from 'contracts';
import { mq, theme, useDocumentTitle } from 'shared-ui';
import { useProductListing } from '../../../api/get-product-listing';
import { CatalogPage, PageTitle } from '../../../components/page-layout';
import { ProductGrid } from '../../../components/product-grid';
import { countFilters } from '../collection-address';
import { CategoryTabs } from '../components/category-tabs';
import { FilterChips } from '../components/filter-chips';
import { FilterDialogButton, FilterSidebar } from '../components/filter-panel';
import { SortSelect } from '../components/sort-select';
import { useCollectionCategory } from '../hooks/use-collection-category';

export function CollectionPage() {
  useDocumentTitle('Collection');
  const { category, filters, query, setCategory, setFilters, clearFilters } = useCollectionCategory();
  const { products, loading, error, hasMore, loadMore, reload } = useProductListing(query);
  const categoryLabel = CATEGORY_TABS.find((tab) => tab.value === category)?.label ?? 'shop all';
  const filterCount = countFilters(filters);

  // "Clear Filters" in the empty state: drop the filters, or, when only the category is left, show everything.
  const clearEmptyState = () => (filterCount > 0 ? clearFilters() : setCategory('shopAll'));

  return (
    <CatalogPage>
      <PageTitle>Collection</PageTitle>
      <CategoryTabs value={category} onChange={setCategory} />
      <div css={layout}>
        <FilterSidebar filters={filters} onChange={setFilters} onClearAll={clearFilters} />
        <section aria-label="Products" css={{ minWidth: 0 }}>
          <div css={toolbar}>
            <FilterDialogButton filters={filters} onChange={setFilters} onClearAll={clearFilters} />
            <SortSelect filters={filters} onChange={setFilters} />
          </div>
          <FilterChips filters={filters} onChange={setFilters} onClearAll={clearFilters} />
          <ProductGrid
            products={products}
            loading={loading}
            hasMore={hasMore}
            onLoadMore={loadMore}
            error={error}
            onRetry={reload}
            colors={filters.colors}
            label={categoryLabel === 'shop all' ? 'All products' : capitalise(categoryLabel)}
            onClearFilters={filterCount > 0 || category !== 'shopAll' ? clearEmptyState : undefined}
          />
        </section>
      </div>
    </CatalogPage>
  );
}

const toolbar = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.lg,
  [mq.large]: { justifyContent: 'flex-end' },
} as const;

const layout = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xl,
  marginTop: theme.space.lg,
  [mq.large]: { gridTemplateColumns: '200px minmax(0, 1fr)', gap: theme.space.xxl, marginTop: theme.space.xl },
} as const;
