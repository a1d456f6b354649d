import { Link } from 'react-router-dom';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { StaffCustomerListItem } from 'contracts/staff';
import { Button, theme } from 'shared-ui';
import { DataTable } from '../../../components/data-table';

const column = createColumnHelper<StaffCustomerListItem>();
const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: ({ row, getValue }) => <Link to={`/staff/customers/${row.original.id}`}>{getValue()}</Link>,
  }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('orders', { header: 'Orders', meta: { numeric: true } }),
  column.accessor('createdAt', {
    header: 'Customer since',
    cell: ({ getValue }) => new Date(getValue()).toLocaleDateString('en-GB', { dateStyle: 'medium' }),
  }),
];

export interface CustomersTableProps {
  items: StaffCustomerListItem[];
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** The next page is on its way: the old one stays on screen, dimmed. */
  fetching: boolean;
}

/** One page of customers (TanStack Table, paged by the server), each linking to her page. */
export function CustomersTable({ items, total, page, perPage, onPage, fetching }: CustomersTableProps) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt each render by design; nothing memoised holds it
  const table = useReactTable({
    data: items,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount,
  });
  return (
    <div>
      <DataTable table={table} caption={`Customers, page ${page} of ${pageCount}`} minWidth={560} busy={fetching} />
      <nav
        aria-label="Pages of customers"
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.space.sm,
          marginTop: theme.space.md,
        }}
      >
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <p aria-live="polite" css={{ margin: 0 }}>
          Page {page} of {pageCount} · {total} customers
        </p>
        <Button variant="secondary" size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </nav>
    </div>
  );
}
