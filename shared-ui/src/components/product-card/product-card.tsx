import { useId } from 'react';
import { Link } from 'react-router-dom';
import { css } from '@emotion/react';
import { formatMoney, type Color, type ProductSummary, type ProductVariant } from 'contracts';
import { theme } from '../../theme/theme';
import { Badge } from '../badge/badge';
import { ProductPicture } from '../product-picture/product-picture';
import { ButtonLink } from '../button-link/button-link';
import { HeartIcon } from '../icons/icons';
import { useWishlist } from 'shared-ui/state';

export interface ProductCardProps {
  /** A list item; with its colour variants (`products`) when `color` may pick one of them. */
  product: ProductSummary & { products?: readonly ProductVariant[] };
  /**
   * The colour variant to show (a listing filtered by colour): its first image, and `?color=` on the
   * links so the product page opens on that colour. Ignored when the product has no such variant.
   */
  color?: Color;
  /** Category label under the image; false on plus-size listings (spec: hidden when the category is plusSize). */
  showCategory?: boolean;
  /** Controlled favourite state; by default the card reads and writes the shared wish list itself. */
  isFavorite?: boolean;
  /** Called instead of the shared wish list toggle when given. */
  onToggleFavorite?: (productId: string) => void;
  /** Heading level of the product name inside the page outline; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Set on the first row of a listing (above the fold): the image is not lazy-loaded. */
  priority?: boolean;
  /** 'high' on the listing's first card, its largest early image (Lighthouse's LCP candidate). */
  fetchPriority?: 'high' | 'auto';
  /** How wide the grid lays the card out (the image's `sizes`); by default mf-catalog's two-column grid. */
  sizes?: string;
  className?: string;
}

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  color: ${theme.colors.text};
`;

const media = css`
  position: relative;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  background: ${theme.colors.surfaceMuted};
  border-radius: ${theme.radii.square};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${theme.transitions.slow};
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const favourite = css`
  position: absolute;
  top: ${theme.space.xs};
  right: ${theme.space.xs};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.round};
  background: rgba(250, 248, 245, 0.9);
  color: ${theme.colors.text};
  cursor: pointer;
  transition:
    color ${theme.transitions.fast},
    background-color ${theme.transitions.fast};

  &:hover {
    background: ${theme.colors.surface};
  }
  &[aria-pressed='true'] {
    color: ${theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The `sizes` of a card in a row of three from tablet up and two below (Best Sellers, You May Also Like, the wish
 * list), in a column at most 1280 px wide.
 */
export const THREE_ACROSS_SIZES = '(min-width: 1280px) 410px, (min-width: 768px) 33vw, 50vw';

/** The first of an image list (the API may also send a single path). */
function firstImage(images: readonly string[] | string | undefined): string | undefined {
  return Array.isArray(images) ? images[0] : (images as string | undefined);
}

/**
 * A product in a grid: image, "New" badge, favourite toggle, category, name (a link), price and a
 * "View" link to the detail page (`/<id>`). The favourite toggle is a real button, so click, Enter
 * and Space all flip it, and aria-pressed tells its state.
 */
export function ProductCard({
  product,
  showCategory = true,
  isFavorite,
  onToggleFavorite,
  headingLevel = 3,
  priority = false,
  fetchPriority,
  color,
  // Two columns at every width, at most 1040 px wide together (mf-catalog's product grid).
  sizes = '(min-width: 1100px) 520px, 50vw',
  className,
}: ProductCardProps) {
  const wishlist = useWishlist();
  const nameId = `product-name-${useId()}`;
  const favorite = isFavorite ?? wishlist.isFavorite(product.id);
  const toggle = () => (onToggleFavorite ? onToggleFavorite(product.id) : wishlist.toggle(product.id));
  const variant = color ? product.products?.find((candidate) => candidate.color === color) : undefined;
  const href = variant ? `/${product.id}?color=${encodeURIComponent(variant.color)}` : `/${product.id}`;
  const image = firstImage(variant?.image) ?? firstImage(product.image);
  // Lists carry only the placeholder of the product's first image (`placeholder`); another colour's shows none.
  const placeholder =
    variant?.placeholders?.[0] ?? (image === firstImage(product.image) ? product.placeholder : undefined);
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={className} css={card} data-testid="product-card" aria-labelledby={nameId}>
      <div css={media}>
        {image && (
          <ProductPicture
            src={image}
            sizes={sizes}
            placeholder={placeholder}
            alt={product.name}
            width={600}
            height={800}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={fetchPriority}
            decoding={priority ? undefined : 'async'}
          />
        )}
        {product.new && <Badge css={{ position: 'absolute', top: theme.space.sm, left: theme.space.sm }}>New</Badge>}
        <button
          type="button"
          css={favourite}
          aria-pressed={favorite}
          aria-label={favorite ? `Remove ${product.name} from wish list` : `Add ${product.name} to wish list`}
          onClick={toggle}
        >
          <HeartIcon filled={favorite} size={22} />
        </button>
      </div>
      <div
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space.xxs, flex: 1, paddingTop: theme.space.sm }}
      >
        {showCategory && (
          <p
            data-testid="product-card-category"
            css={{
              fontSize: theme.fontSizes.xs,
              letterSpacing: theme.letterSpacings.caps,
              textTransform: 'uppercase',
              color: theme.colors.textMuted,
            }}
          >
            {product.category}
          </p>
        )}
        <Heading
          id={nameId}
          css={{
            fontFamily: theme.fonts.body,
            fontSize: theme.fontSizes.md,
            fontWeight: theme.fontWeights.medium,
            lineHeight: theme.lineHeights.snug,
          }}
        >
          <Link to={href} css={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
            {product.name}
          </Link>
        </Heading>
        <p css={{ fontSize: theme.fontSizes.md }}>{formatMoney(product.price)}</p>
        <ButtonLink
          to={href}
          variant="secondary"
          size="small"
          fullWidth
          aria-describedby={nameId}
          css={{ marginTop: 'auto' }}
        >
          View
        </ButtonLink>
      </div>
    </article>
  );
}
