import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Container, getProduct } from 'shared-ui';
import { buildCrumbs } from './build-crumbs';

/** The product's name for a product-id crumb; the id itself until (or unless) it loads. */
function useProductName(productId: string | undefined): string | undefined {
  const [name, setName] = useState<{ id: string; name: string }>();
  useEffect(() => {
    if (!productId) return;
    const controller = new AbortController();
    getProduct(productId, { signal: controller.signal })
      .then((product) => setName({ id: productId, name: product.name }))
      // A missing product shows the not-found page; the crumb keeps the id.
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId]);
  return name && name.id === productId ? name.name : undefined;
}

/** Home › Collection › …, hidden on the home page. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname);
  const productCrumb = crumbs.find((crumb) => crumb.productId);
  const productName = useProductName(productCrumb?.productId);
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
            const label = crumb.productId ? (productName ?? crumb.label) : crumb.label;
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
