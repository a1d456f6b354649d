// The product list view of spec section 2: two-column grid, "Load More" while more results exist,
// a spinner while loading and the empty state. Used by the collection, new-in and plus-size pages.
import type { Color, ProductSummary, ProductVariant } from 'contracts';
import { Button, ProductCard, Spinner, mq, theme } from 'shared-ui';
import { HydrateOnApproach, useWishlist } from 'shared-ui/state';
import { matchingColor } from './matching-color';

export type ProductGridProps = {
  /** The listing's products, with their colour variants when the API sent them. */
  products: (ProductSummary & { products?: readonly ProductVariant[] })[];
  /** The colour filter: each card shows its first variant in one of these colours. */
  colors?: readonly Color[];
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  /** Names the list for assistive technology, e.g. "Dresses". */
  label: string;
  /** The category label is hidden on plus size (spec section 2). */
  showCategory?: boolean;
  /** Offered in the empty state; without it the empty state has no button. */
  onClearFilters?: () => void;
  /** The last fetch failed: shown instead of the empty state, with a Retry button. */
  error?: string | null;
  onRetry?: () => void;
};

/** Two columns at every width (spec section 9), so the first row is the first two cards. */
const GRID_COLUMNS = 2;

export const EMPTY_LIST_MESSAGE = 'No products match selected filters.';
export const LOAD_FAILED_MESSAGE = 'We could not load the products. Please try again.';

export function ProductGrid({
  products,
  loading,
  hasMore,
  onLoadMore,
  label,
  showCategory = true,
  onClearFilters,
  error,
  onRetry,
  colors,
}: ProductGridProps) {
  const wishlist = useWishlist();

  if (products.length === 0) {
    if (loading) {
      return (
        <div css={stateBox}>
          <Spinner label="Loading products" />
        </div>
      );
    }
    if (error) {
      return (
        <div css={stateBox} role="alert">
          <p css={emptyText}>{LOAD_FAILED_MESSAGE}</p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          )}
        </div>
      );
    }
    return (
      <div css={stateBox} role="status">
        <p css={emptyText}>{EMPTY_LIST_MESSAGE}</p>
        {onClearFilters && (
          <Button variant="secondary" onClick={onClearFilters}>
            Clear Filters
          </Button>
        )}
      </div>
    );
  }

  return (
    <div>
      <ul css={grid} aria-label={label} aria-busy={loading}>
        {products.map((product, index) => {
          const card = (
            <ProductCard
              product={product}
              color={matchingColor(product, colors)}
              // The first row is in view on arrival at every width: loading it lazily delays the largest
              // image (Lighthouse flags it); the rows below stay lazy.
              priority={index < GRID_COLUMNS}
              fetchPriority={index === 0 ? 'high' : undefined}
              showCategory={showCategory}
              isFavorite={wishlist.isFavorite(product.id)}
              onToggleFavorite={() => wishlist.toggle(product.id)}
            />
          );
          // The first row hydrates with the page; the rows below keep the server's markup until they come
          // near the viewport (a phone shows one row and a half on arrival).
          return index < GRID_COLUMNS ? (
            <li key={product.id} css={gridCell}>
              {card}
            </li>
          ) : (
            <HydrateOnApproach as="li" key={product.id} css={gridCell}>
              {card}
            </HydrateOnApproach>
          );
        })}
      </ul>
      <div css={footer}>
        {loading ? (
          <Spinner label="Loading more products" />
        ) : (
          hasMore && (
            <Button variant="secondary" onClick={onLoadMore}>
              Load More
            </Button>
          )
        )}
      </div>
    </div>
  );
}

/**
 * Centres a grid that has no filter sidebar beside it: two columns across the full 1280 px column
 * would make each card taller than the window.
 */
export const standaloneGrid = { maxWidth: '1040px', margin: '0 auto' } as const;

const grid = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // Two columns at every width (spec section 9); only the gutters grow with the screen.
  gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
  columnGap: theme.space.sm,
  rowGap: theme.space.xl,
  [mq.tablet]: { columnGap: theme.space.lg, rowGap: theme.space.xxl },
} as const;

const gridCell = { minWidth: 0 } as const;

const footer = {
  display: 'flex',
  justifyContent: 'center',
  minHeight: theme.sizes.touchTarget,
  marginTop: theme.space.xxl,
} as const;

const stateBox = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.lg,
  minHeight: '320px',
  padding: `${theme.space.xxl} ${theme.space.md}`,
  textAlign: 'center',
} as const;

const emptyText = {
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
  color: theme.colors.text,
} as const;
