import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { formatMoney } from 'contracts';
import type { StaffListSort, StaffProductListItem } from 'contracts/staff';
import { Button, theme, visuallyHiddenStyle, Select } from 'shared-ui';
import { tableStyles } from '../../../components/table-styles';
import { PER_PAGE_OPTIONS } from '../hooks/use-product-list-params';
import { StatusBadge } from './status-badge';

const column = createColumnHelper<StaffProductListItem>();
/** Columns the server sorts by (STAFF_LIST_SORTS without the sign). */
const SORTABLE = new Set(['name', 'price', 'stock', 'updated']);

const columns = [
  column.display({
    id: 'select',
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="Select every product on this page"
        checked={table.getIsAllPageRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select ${row.original.name}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ row, getValue }) => <Link to={`/staff/products/${row.original.id}`}>{getValue()}</Link>,
  }),
  column.accessor('id', { header: 'Id', enableSorting: false }),
  column.accessor('category', { header: 'Category', enableSorting: false }),
  column.accessor('price', { header: 'Price', cell: ({ getValue }) => formatMoney(getValue()) }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor('stock', {
    header: 'Stock',
    cell: ({ row, getValue }) => (
      <>
        {getValue()}
        {row.original.lowStock && <span css={{ color: theme.colors.warning, marginLeft: theme.space.xxs }}>(low)</span>}
      </>
    ),
  }),
  column.accessor('updatedAt', {
    id: 'updated',
    header: 'Updated',
    cell: ({ getValue }) => new Date(getValue()).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  }),
];

const sortingOf = (sort: StaffListSort): SortingState => [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];

export interface ProductsTableProps {
  items: StaffProductListItem[];
  total: number;
  page: number;
  perPage: number;
  sort: StaffListSort;
  selection: RowSelectionState;
  onSelection: OnChangeFn<RowSelectionState>;
  onSort: (sort: StaffListSort) => void;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  /** A new page is on its way: the old one stays on screen, dimmed. */
  fetching: boolean;
}

/**
 * One page of products with TanStack Table, everything done by the server (manual paging and sorting): the table
 * only shows the page it got, with its selection for the bulk actions, and asks for another page or order.
 */
export function ProductsTable(props: ProductsTableProps) {
  const { items, total, page, perPage, sort, selection, onSelection, onSort, onPage, onPerPage, fetching } = props;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt each render by design; nothing memoised holds it
  const table = useReactTable({
    data: items,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    pageCount,
    state: { sorting, rowSelection: selection, pagination: { pageIndex: page - 1, pageSize: perPage } },
    enableRowSelection: true,
    onRowSelectionChange: onSelection,
    enableSortingRemoval: false,
    // A first click sorts up, whatever the column holds (TanStack starts numbers downwards).
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next && SORTABLE.has(next.id)) onSort(`${next.desc ? '-' : ''}${next.id}` as StaffListSort);
    },
  });

  return (
    <div>
      <div css={[tableStyles.scroller, { opacity: fetching ? 0.6 : 1 }]} aria-busy={fetching || undefined}>
        <table css={tableStyles.table}>
          <caption css={visuallyHiddenStyle}>
            Products, page {page} of {pageCount}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = SORTABLE.has(header.column.id);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                      css={
                        header.column.id === 'price' || header.column.id === 'stock' ? tableStyles.numeric : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          css={tableStyles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">{sorted === 'asc' ? '↑' : sorted === 'desc' ? '↓' : '↕'}</span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    css={cell.column.id === 'price' || cell.column.id === 'stock' ? tableStyles.numeric : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label="Pages of products"
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'end',
          gap: theme.space.sm,
          marginTop: theme.space.md,
        }}
      >
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <p aria-live="polite" css={{ margin: 0, alignSelf: 'center' }}>
          Page {page} of {pageCount} · {total} products
        </p>
        <Button variant="secondary" size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
        <Select
          label="Per page"
          value={String(perPage)}
          options={PER_PAGE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(event) => onPerPage(Number(event.target.value))}
          css={{ width: 'auto', marginLeft: 'auto' }}
        />
      </nav>
    </div>
  );
}
