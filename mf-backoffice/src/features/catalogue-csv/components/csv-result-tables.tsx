import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { capitalise, formatMoney } from 'contracts';
import type { CsvChange, CsvRowError } from 'contracts/staff';
import { DataTable } from '../../../components/data-table';

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

/** The dry run's row errors, each with the file's line (the header is line 1) and its column. */
export function CsvErrorsTable({ errors }: { errors: CsvRowError[] }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt each render by design; nothing memoised holds it
  const table = useReactTable({ data: errors, columns: errorColumns, getCoreRowModel: getCoreRowModel() });
  return <DataTable caption={`Row errors (${errors.length})`} table={table} showCaption />;
}

/** Every change the file makes to the catalogue, with the line it comes from. */
export function CsvChangesTable({ changes }: { changes: CsvChange[] }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt each render by design; nothing memoised holds it
  const table = useReactTable({ data: changes, columns: changeColumns, getCoreRowModel: getCoreRowModel() });
  return <DataTable caption={`Changes (${changes.length})`} table={table} showCaption />;
}
