import { Link, useLocation } from 'react-router-dom';
import { Container, useProduct } from 'shared-ui';
import { NOT_FOUND_LABEL, buildCrumbs } from './build-crumbs';

/**
 * The product's name for a product-id crumb; the id itself until it loads; "Page Not Found" when there is
 * no such product (the page shows the not-found view).
 */
function ProductCrumbLabel({ productId }: { productId: string }) {
  const { data: product } = useProduct(productId);
  if (product === null) return <>{NOT_FOUND_LABEL}</>;
  return <>{product?.name ?? productId}</>;
}

/** Home › Collection › …, hidden on the home page. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname);
  if (crumbs.length < 2) return null;

  return (
    <Container>
      <nav aria-label="Breadcrumb" css={(theme) => ({ padding: `${theme.space.md} 0 0` })}>
        <ol
          role="list"
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.xs,
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
          })}
        >
          {crumbs.map((crumb, index) => {
            const label = crumb.productId ? <ProductCrumbLabel productId={crumb.productId} /> : crumb.label;
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.to} css={(theme) => ({ display: 'flex', gap: theme.space.xs, alignItems: 'center' })}>
                {index > 0 && <span aria-hidden="true">/</span>}
                {last ? (
                  <span aria-current="page" css={(theme) => ({ color: theme.colors.text })}>
                    {label}
                  </span>
                ) : (
                  <Link to={crumb.to} css={{ textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
                    {label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </Container>
  );
}
