// Home "Best Sellers": 2 cards on small screens, 3 from tablet up; previous/next wrap around (spec section 2).
import type { ProductSummary } from 'contracts';
import { Carousel, ProductCard, THREE_ACROSS_SIZES, mq, useMediaQuery } from 'shared-ui';
import { useWishlist } from 'shared-ui/state';

export function BestSellers({ products }: { products: ProductSummary[] }) {
  const wide = useMediaQuery(mq.tablet);
  const wishlist = useWishlist();

  return (
    <Carousel
      title="Best Sellers"
      items={products}
      getKey={(product) => product.id}
      perView={wide ? 3 : 2}
      wrap
      previousLabel="Previous best sellers"
      nextLabel="Next best sellers"
      renderItem={(product) => (
        <ProductCard
          product={product}
          sizes={THREE_ACROSS_SIZES}
          isFavorite={wishlist.isFavorite(product.id)}
          onToggleFavorite={() => wishlist.toggle(product.id)}
        />
      )}
    />
  );
}
