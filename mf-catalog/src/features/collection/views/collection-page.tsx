// /collection: category tabs, filters, sort and the product grid. The address is the state
// (?category=dresses&color=red&sort=bestSeller), mirrored in browser storage by useCollectionCategory.
import { CATEGORY_TABS, SORT_OPTIONS, type SortKey } from 'contracts';
import { mq, theme, useProductListing } from 'shared-ui';
import { CatalogPage, PageTitle } from '../../components/page-layout';
import { ProductGrid } from '../../components/product-grid';
import { countFilters } from '../../hooks/collection-address';
import { useCollectionCategory } from '../../hooks/use-collection-category';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { CategoryTabs } from './category-tabs';
import { FilterChips } from './filter-chips';
import { FilterDialogButton, FilterSidebar } from './filter-panel';

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
            <label css={sortLabel}>
              <span>Sort by</span>
              <select
                css={sortSelect}
                value={filters.sort ?? ''}
                onChange={(event) => {
                  const sort = event.target.value as SortKey | '';
                  const { sort: _previous, ...rest } = filters;
                  setFilters(sort ? { ...rest, sort } : rest);
                }}
              >
                <option value="">Recommended</option>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <FilterChips filters={filters} onChange={setFilters} onClearAll={clearFilters} />
          <ProductGrid
            products={products}
            loading={loading}
            hasMore={hasMore}
            onLoadMore={loadMore}
            error={error}
            onRetry={reload}
            label={categoryLabel === 'shop all' ? 'All products' : capitalise(categoryLabel)}
            onClearFilters={filterCount > 0 || category !== 'shopAll' ? clearEmptyState : undefined}
          />
        </section>
      </div>
    </CatalogPage>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const toolbar = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.lg,
  [mq.large]: { justifyContent: 'flex-end' },
} as const;

const sortLabel = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
} as const;

const sortSelect = {
  minHeight: theme.sizes.touchTarget,
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.square,
  background: theme.colors.surface,
  color: theme.colors.text,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.sm,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '2px' },
} as const;

const layout = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xl,
  marginTop: theme.space.lg,
  [mq.large]: { gridTemplateColumns: '200px minmax(0, 1fr)', gap: theme.space.xxl, marginTop: theme.space.xl },
} as const;
