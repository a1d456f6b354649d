import { Link } from 'react-router-dom';
import { formatMoney, type ProductSummary } from 'contracts';
import { ProductPicture, mq } from 'shared-ui';

/** One search hit: image, name, price, a two-line description from tablet up, and "See More". */
export function SearchResultCard({ product, onNavigate }: { product: ProductSummary; onNavigate: () => void }) {
  return (
    <li
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '72px 1fr',
        gap: theme.space.md,
        alignItems: 'start',
        padding: `${theme.space.sm} 0`,
        borderBottom: `1px solid ${theme.colors.border}`,
        [mq.tablet]: { gridTemplateColumns: '96px 1fr' },
      })}
    >
      <ProductPicture
        src={product.image[0]!}
        sizes="96px"
        placeholder={product.placeholder}
        alt={product.name}
        loading="lazy"
        width={96}
        height={128}
        css={(theme) => ({
          width: '100%',
          height: 'auto',
          aspectRatio: '3 / 4',
          objectFit: 'cover',
          background: theme.colors.surfaceMuted,
        })}
      />
      <div css={(theme) => ({ display: 'grid', gap: theme.space.xxs, minWidth: 0 })}>
        <p css={(theme) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.lg })}>{product.name}</p>
        <p css={(theme) => ({ fontWeight: theme.fontWeights.medium })}>{formatMoney(product.price)}</p>
        <p
          data-testid="search-result-description"
          css={(theme) => ({
            display: 'none',
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.sm,
            [mq.tablet]: {
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            },
          })}
        >
          {product.description}
        </p>
        <Link
          to={`/${product.id}`}
          onClick={onNavigate}
          data-search-result-link
          css={(theme) => ({
            justifySelf: 'start',
            marginTop: theme.space.xxs,
            fontSize: theme.fontSizes.sm,
            letterSpacing: theme.letterSpacings.caps,
            textTransform: 'uppercase',
            color: theme.colors.text,
          })}
        >
          See More
        </Link>
      </div>
    </li>
  );
}
