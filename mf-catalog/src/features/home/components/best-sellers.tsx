// Home "Best Sellers": 2 cards on small screens, 3 from tablet up; previous/next wrap around.
import { useState } from 'react';
import type { ProductSummary } from 'contracts';
import { ChevronIcon, IconButton, ProductCard, mq, theme, useWishlist } from 'shared-ui';
import { sectionTitle } from '../../components/page-layout';
import { useMediaQuery } from '../../hooks/use-media-query';

/** The cards shown from `start`, wrapping past the end of the list. */
export function visibleWindow<T>(items: readonly T[], start: number, count: number): T[] {
  if (items.length === 0) return [];
  return Array.from({ length: Math.min(count, items.length) }, (_, offset) => items[(start + offset) % items.length]);
}

export function BestSellers({ products }: { products: ProductSummary[] }) {
  const [start, setStart] = useState(0);
  const wide = useMediaQuery(mq.tablet);
  const wishlist = useWishlist();
  const perView = wide ? 3 : 2;
  const total = products.length;
  const shown = visibleWindow(products, start, perView);
  const canMove = total > perView;

  const move = (step: number) => setStart((current) => (current + step + total) % total);

  if (total === 0) return null;

  return (
    <section aria-labelledby="home-best-sellers" aria-roledescription="carousel">
      <div css={header}>
        <h2 id="home-best-sellers" css={sectionTitle}>
          Best Sellers
        </h2>
        {canMove && (
          <div css={arrows}>
            <IconButton label="Previous best sellers" onClick={() => move(-1)}>
              <ChevronIcon direction="left" />
            </IconButton>
            <IconButton label="Next best sellers" onClick={() => move(1)}>
              <ChevronIcon direction="right" />
            </IconButton>
          </div>
        )}
      </div>
      <ul css={[row, { gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }]} aria-live="polite">
        {shown.map((product) => (
          <li key={product.id} css={{ minWidth: 0 }}>
            <ProductCard
              product={product}
              isFavorite={wishlist.isFavorite(product.id)}
              onToggleFavorite={() => wishlist.toggle(product.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const header = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.lg,
} as const;

const arrows = { display: 'flex', gap: theme.space.xs } as const;

const row = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  columnGap: theme.space.sm,
  [mq.tablet]: { columnGap: theme.space.lg },
} as const;
