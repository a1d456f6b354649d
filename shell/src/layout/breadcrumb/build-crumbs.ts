import { isProductId } from 'contracts';
import { segmentName } from '../../routes/route-table';

export type Crumb = { to: string; label: string; productId?: string };

/** Home plus one crumb per path segment, named from the route table; a product id is named later. */
export function buildCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ to: '/', label: 'Home' }];
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    if (index === 0 && isProductId(segment)) crumbs.push({ to, label: segment, productId: segment });
    else crumbs.push({ to, label: segmentName(segment) });
  });
  return crumbs;
}
