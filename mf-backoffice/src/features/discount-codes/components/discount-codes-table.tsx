import { Link } from 'react-router-dom';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { capitalise, formatCents } from 'contracts';
import type { StaffDiscountCode } from 'contracts/staff';
import { visuallyHiddenStyle } from 'shared-ui';
import { tableStyles } from '../../../components/table-styles';
import { kyivTimeText } from './kyiv-time-text';

const column = createColumnHelper<StaffDiscountCode>();

/** "10 %" or "$5.00 off", and what it is on. */
const worth = (code: StaffDiscountCode) =>
  code.kind === 'percent' ? `${code.percent} %` : `${formatCents(code.amountCents ?? 0)} off`;
const scopeText = (code: StaffDiscountCode) =>
  code.scope === 'bag'
    ? 'Whole bag'
    : code.scope === 'categories'
      ? code.categories.map(capitalise).join(', ')
      : `Products ${code.productIds.join(', ')}`;

const columns = [
  column.accessor('code', {
    header: 'Code',
    cell: ({ row, getValue }) => <Link to={`/staff/discount-codes/${row.original.id}`}>{getValue()}</Link>,
  }),
  column.display({ id: 'worth', header: 'Discount', cell: ({ row }) => worth(row.original) }),
  column.display({ id: 'scope', header: 'On', cell: ({ row }) => scopeText(row.original) }),
  column.accessor('startsAt', { header: 'From (Kyiv)', cell: ({ getValue }) => kyivTimeText(getValue()) }),
  column.accessor('endsAt', {
    header: 'Until (Kyiv)',
    cell: ({ getValue }) => {
      const end = getValue();
      return end ? kyivTimeText(end) : 'No end';
    },
  }),
  column.display({
    id: 'uses',
    header: 'Uses',
    cell: ({ row }) => {
      const { usesPaid, usesHeld, maxUses } = row.original;
      const pending = usesHeld - usesPaid;
      return `${usesPaid}${pending > 0 ? ` (+${pending} being paid)` : ''} of ${maxUses ?? 'unlimited'}`;
    },
  }),
  column.accessor('active', { header: 'State', cell: ({ getValue }) => (getValue() ? 'Active' : 'Deactivated') }),
];

/** Every discount code with TanStack Table: what it takes off, on what, when, and its uses. */
export function DiscountCodesTable({ items }: { items: StaffDiscountCode[] }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt each render by design; nothing memoised holds it
  const table = useReactTable({
    data: items,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <div css={tableStyles.scroller}>
      <table css={tableStyles.table}>
        <caption css={visuallyHiddenStyle}>Discount codes</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
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
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
