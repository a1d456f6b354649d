import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type Table } from '@tanstack/react-table';
import { capitalise, formatMoney } from 'contracts';
import type { CsvChange, CsvRowError } from 'contracts/staff';
import { theme } from 'shared-ui';
import { tableStyles } from '../../../components/table-styles';

/** A change's column as staff read it: `stock red/s` is "Stock red S", `create` a new product. */
export function changeFieldLabel(field: string): string {
  if (field === 'create') return 'New product';
  const stock = /^stock (\w+)\/(\w+)$/.exec(field);
  if (stock) return `Stock ${stock[1]} ${stock[2]!.toUpperCase()}`;
  return capitalise(field.replace(/_/g, ' '));
}

const valueOf = (field: string, value: string | null) =>
  value === null ? '—' : field === 'price' && value !== '' ? formatMoney(Number(value)) : value;

const change = createColumnHelper<CsvChange>();
const changeColumns = [
  change.accessor('line', { header: 'Line', meta: { numeric: true } }),
  change.accessor('productId', { header: 'Product' }),
  change.accessor('field', { header: 'Column', cell: ({ getValue }) => changeFieldLabel(getValue()) }),
  change.accessor('before', { header: 'Before', cell: ({ row, getValue }) => valueOf(row.original.field, getValue()) }),
  change.accessor('after', { header: 'After', cell: ({ row, getValue }) => valueOf(row.original.field, getValue()) }),
];

const error = createColumnHelper<CsvRowError>();
const errorColumns = [
  error.accessor('line', { header: 'Line', meta: { numeric: true } }),
  error.accessor('column', { header: 'Column', cell: ({ getValue }) => getValue() ?? '—' }),
  error.accessor('message', { header: 'Problem' }),
];

function ResultTable<T>({ caption, table }: { caption: string; table: Table<T> }) {
  const numeric = (meta: unknown) =>
    (meta as { numeric?: boolean } | undefined)?.numeric ? tableStyles.numeric : undefined;
  return (
    // Focusable: on a phone the table scrolls sideways inside its box, and a keyboard must reach what is hidden
    // (axe's scrollable-region-focusable); a named region says what the focus is on.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={tableStyles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table css={[tableStyles.table, { minWidth: 480 }]}>
        <caption
          css={{ captionSide: 'top', textAlign: 'left', padding: theme.space.sm, fontWeight: theme.fontWeights.medium }}
        >
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" css={numeric(header.column.columnDef.meta)}>
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
                <td key={cell.id} css={numeric(cell.column.columnDef.meta)}>
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

/** The dry run's row errors, each with the file's line (the header is line 1) and its column. */
export function CsvErrorsTable({ errors }: { errors: CsvRowError[] }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt each render by design; nothing memoised holds it
  const table = useReactTable({ data: errors, columns: errorColumns, getCoreRowModel: getCoreRowModel() });
  return <ResultTable caption={`Row errors (${errors.length})`} table={table} />;
}

/** Every change the file makes to the catalogue, with the line it comes from. */
export function CsvChangesTable({ changes }: { changes: CsvChange[] }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt each render by design; nothing memoised holds it
  const table = useReactTable({ data: changes, columns: changeColumns, getCoreRowModel: getCoreRowModel() });
  return <ResultTable caption={`Changes (${changes.length})`} table={table} />;
}
