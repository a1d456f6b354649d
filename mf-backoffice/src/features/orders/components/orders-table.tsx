import { Link } from 'react-router-dom';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { formatCents } from 'contracts';
import type { StaffOrderListItem } from 'contracts/staff';
import { theme, visuallyHiddenStyle } from 'shared-ui';
import { tableStyles } from '../../../components/table-styles';
import { ORDER_STATUS_LABELS, shopTime } from './order-status';

const column = createColumnHelper<StaffOrderListItem>();
const NUMERIC = new Set(['totalCents', 'refundedCents']);

const columns = [
  column.accessor('number', {
    header: 'Order',
    cell: ({ getValue }) => <Link to={`/staff/orders/${getValue()}`}>{getValue()}</Link>,
  }),
  column.accessor('createdAt', { header: 'Placed', cell: ({ getValue }) => shopTime(getValue()) }),
  column.accessor('name', {
    header: 'Customer',
    cell: ({ row, getValue }) => (
      <>
        {getValue()}
        <br />
        <span css={{ color: theme.colors.textMuted }}>{row.original.email}</span>
      </>
    ),
  }),
  column.accessor('status', { header: 'Status', cell: ({ getValue }) => ORDER_STATUS_LABELS[getValue()] }),
  column.accessor('shippedLineCount', {
    header: 'Lines shipped',
    cell: ({ row, getValue }) => `${getValue()} of ${row.original.lineCount}`,
  }),
  column.accessor('totalCents', { header: 'Total', cell: ({ getValue }) => formatCents(getValue()) }),
  column.accessor('refundedCents', {
    header: 'Refunded',
    cell: ({ getValue }) => (getValue() > 0 ? formatCents(getValue()) : '–'),
  }),
];

/** One page of orders with TanStack Table; the server filters, searches and pages. */
export function OrdersTable({ items, fetching }: { items: StaffOrderListItem[]; fetching: boolean }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt each render by design; nothing memoised holds it
  const table = useReactTable({
    data: items,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
  });
  return (
    <div css={[tableStyles.scroller, { opacity: fetching ? 0.6 : 1 }]} aria-busy={fetching || undefined}>
      <table css={tableStyles.table}>
        <caption css={visuallyHiddenStyle}>Orders, newest first</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" css={NUMERIC.has(header.column.id) ? tableStyles.numeric : undefined}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} css={NUMERIC.has(cell.column.id) ? tableStyles.numeric : undefined}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
