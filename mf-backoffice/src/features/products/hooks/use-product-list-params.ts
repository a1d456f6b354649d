import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffListSort } from 'contracts/staff';
import type { ProductListParams } from '../api/list-products';

export const PER_PAGE_OPTIONS = [25, 50, 100] as const;
const DEFAULT_SORT: StaffListSort = '-updated';

/**
 * The list's search, filters, sort and page live in the URL (`/staff/products?q=linen&status=draft&page=2`), so a
 * reload, Back and a shared link show the same page. A change of search or filter goes back to page 1.
 */
export function useProductListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ProductListParams>(() => {
    const read: ProductListParams = {};
    const q = search.get('q');
    if (q) read.q = q;
    const category = search.get('category');
    if (category) read.category = category as ProductListParams['category'];
    const status = search.get('status');
    if (status) read.status = status as ProductListParams['status'];
    if (search.get('lowStock') === 'true') read.lowStock = true;
    read.sort = (search.get('sort') as StaffListSort | null) ?? DEFAULT_SORT;
    read.page = Math.max(1, Number(search.get('page')) || 1);
    read.perPage = Number(search.get('perPage')) || PER_PAGE_OPTIONS[0];
    return read;
  }, [search]);

  const update = useCallback(
    (changes: Partial<Record<keyof ProductListParams, string | number | boolean | undefined>>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === false) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { params, update };
}
