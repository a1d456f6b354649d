import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STAFF_ORDER_FILTERS, type StaffOrderFilter } from 'contracts/staff';
import {
  Button,
  Spinner,
  TextField,
  theme,
  useDocumentTitle,
  Notice,
  PageHeading,
  Select,
  useDebouncedValue,
} from 'shared-ui';
import { layoutStyles } from '../../../components/layout-styles';
import { useOrderList, type OrderListParams } from '../api/list-orders';
import { FILTER_LABELS } from '../components/order-status';
import { OrdersTable } from '../components/orders-table';

const FILTER_KEYS = ['q', 'status', 'from', 'to'] as const;

/**
 * The day's orders and any other: searched by number, e-mail or name, filtered by status (or paid but not
 * shipped) and Kyiv dates, newest first, in pages that cost the server the same at any depth (a cursor, no
 * count). The filters live in the URL; the pages seen are kept so "Newer" goes back.
 */
export function OrderListPage() {
  useDocumentTitle('Orders');
  const [url, setUrl] = useSearchParams();
  const filters = useMemo<OrderListParams>(() => {
    const read: OrderListParams = {};
    for (const key of FILTER_KEYS) {
      const value = url.get(key);
      if (value) (read as Record<string, string>)[key] = value;
    }
    return read;
  }, [url]);
  // The pages seen belong to one search: another search or filter starts again from the newest.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState<{ key: string; cursors: string[] }>({ key: filterKey, cursors: [] });
  const cursors = paging.key === filterKey ? paging.cursors : [];
  const setCursors = (next: (seen: string[]) => string[]) => setPaging({ key: filterKey, cursors: next(cursors) });
  const cursor = cursors.at(-1);
  const list = useOrderList(cursor ? { ...filters, cursor } : filters);
  const [search, setSearch] = useState(filters.q ?? '');
  const debouncedSearch = useDebouncedValue(search, 300);
  const update = (changes: Partial<Record<(typeof FILTER_KEYS)[number], string>>) => {
    setUrl(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };
  useEffect(() => {
    if ((filters.q ?? '') !== debouncedSearch.trim()) update({ q: debouncedSearch.trim() });
    // Only a typed change is sent: the URL's own value is the field's starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  return (
    <>
      <PageHeading>Orders</PageHeading>
      <form role="search" aria-label="Orders" onSubmit={(event) => event.preventDefault()} css={layoutStyles.filterBar}>
        <TextField
          label="Search"
          type="search"
          value={search}
          placeholder="Order number, e-mail or name"
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label="Status"
          value={filters.status ?? ''}
          placeholder="Every paid order"
          options={STAFF_ORDER_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value as StaffOrderFilter] }))}
          onChange={(event) => update({ status: event.target.value })}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => update({ from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => update({ to: event.target.value })}
        />
      </form>
      {list.isPending ? (
        <Spinner label="Loading orders" />
      ) : list.isError ? (
        <Notice tone="error">
          <p>The orders could not be loaded: {list.error.message}</p>
          <p>
            <Button size="small" variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </p>
        </Notice>
      ) : list.data.items.length === 0 ? (
        <Notice>No orders match this search and these filters.</Notice>
      ) : (
        <>
          <OrdersTable items={list.data.items} fetching={list.isFetching} />
          <nav aria-label="Pages of orders" css={[layoutStyles.toolbar, { marginTop: theme.space.md }]}>
            <Button
              variant="secondary"
              size="small"
              disabled={cursors.length === 0}
              onClick={() => setCursors((seen) => seen.slice(0, -1))}
            >
              Newer orders
            </Button>
            <Button
              variant="secondary"
              size="small"
              disabled={!list.data.nextCursor}
              onClick={() => setCursors((seen) => [...seen, list.data.nextCursor!])}
            >
              Older orders
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
