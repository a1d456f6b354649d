import { useEffect, useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { capitalise, CATEGORIES } from 'contracts';
import { BULK_ACTIONS, PRODUCT_STATUSES, type BulkAction, type StaffListSort } from 'contracts/staff';
import {
  Button,
  ButtonLink,
  Checkbox,
  Spinner,
  TextField,
  theme,
  useDocumentTitle,
  Notice,
  PageHeading,
  Select,
  useDebouncedValue,
} from 'shared-ui';
import { useBulkUpdateProducts } from '../api/bulk-update-products';
import { useProductList } from '../api/list-products';
import { ProductsTable } from '../components/products-table';
import { STATUS_LABELS } from '../components/status-badge';
import { useProductListParams } from '../hooks/use-product-list-params';
import { layoutStyles } from '../../../components/layout-styles';
import { CatalogueCsvActions } from '../../catalogue-csv/components/catalogue-csv-actions';

const BULK_LABELS: Record<BulkAction, string> = { publish: 'Publish', unpublish: 'Unpublish', archive: 'Archive' };

/** The catalogue at any size: searched, filtered, sorted and paged by the server; bulk publish, unpublish, archive. */
export function ProductListPage() {
  useDocumentTitle('Products');
  const { params, update } = useProductListParams();
  const list = useProductList(params);
  const bulk = useBulkUpdateProducts();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [search, setSearch] = useState(params.q ?? '');
  const debouncedSearch = useDebouncedValue(search, 300);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if ((params.q ?? '') !== debouncedSearch) update({ q: debouncedSearch.trim() });
    // Only a typed change is sent: the URL's own value is the field's starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const runBulk = async (action: BulkAction) => {
    setDone(null);
    const result = await bulk.run({ ids: selectedIds, action }).catch(() => null);
    if (!result) return;
    setSelection({});
    setDone(
      `${BULK_LABELS[action]}: ${result.updated.length} product(s) changed` +
        (result.missing.length ? `, ${result.missing.length} not found` : ''),
    );
  };

  return (
    <>
      <div css={[layoutStyles.toolbar, { justifyContent: 'space-between', gap: theme.space.sm }]}>
        <PageHeading>Products</PageHeading>
        <div css={layoutStyles.toolbar}>
          <CatalogueCsvActions />
          <ButtonLink to="/staff/products/new">New product</ButtonLink>
        </div>
      </div>
      <form
        role="search"
        aria-label="Products"
        onSubmit={(event) => event.preventDefault()}
        css={layoutStyles.filterBar}
      >
        <TextField
          label="Search"
          type="search"
          value={search}
          placeholder="Name, description or id"
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label="Category"
          value={params.category ?? ''}
          placeholder="Every category"
          options={CATEGORIES.map((value) => ({ value, label: capitalise(value) }))}
          onChange={(event) => update({ category: event.target.value })}
        />
        <Select
          label="Status"
          value={params.status ?? ''}
          placeholder="Every status"
          options={PRODUCT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          onChange={(event) => update({ status: event.target.value })}
        />
        <Checkbox
          label="Low stock only"
          checked={params.lowStock === true}
          onChange={(event) => update({ lowStock: event.target.checked })}
        />
      </form>

      <div
        role="group"
        aria-label="With the selected products"
        css={[layoutStyles.toolbar, { marginBottom: theme.space.sm }]}
      >
        <span css={{ marginRight: theme.space.xs }}>{selectedIds.length} selected</span>
        {BULK_ACTIONS.map((action) => (
          <Button
            key={action}
            size="small"
            variant="secondary"
            disabled={selectedIds.length === 0 || bulk.pending}
            onClick={() => void runBulk(action)}
          >
            {BULK_LABELS[action]}
          </Button>
        ))}
      </div>
      {bulk.error && <Notice tone="error">{bulk.error.message}</Notice>}
      {done && <Notice tone="success">{done}</Notice>}

      {list.isPending ? (
        <Spinner label="Loading products" />
      ) : list.isError ? (
        <Notice tone="error">
          <p>The products could not be loaded: {list.error.message}</p>
          <p>
            <Button size="small" variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </p>
        </Notice>
      ) : list.data.total === 0 ? (
        <Notice>No products match this search and these filters.</Notice>
      ) : (
        <ProductsTable
          items={list.data.items}
          total={list.data.total}
          page={params.page ?? 1}
          perPage={params.perPage ?? 25}
          sort={params.sort as StaffListSort}
          selection={selection}
          onSelection={setSelection}
          onSort={(sort) => update({ sort })}
          onPage={(page) => update({ page })}
          onPerPage={(perPage) => update({ perPage })}
          fetching={list.isFetching}
        />
      )}
    </>
  );
}
