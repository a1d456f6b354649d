import { flexRender, type Table } from '@tanstack/react-table';
import { theme, visuallyHiddenStyle } from 'shared-ui';
import { tableStyles } from './table-styles';

/** A column whose `meta` says `{ numeric: true }` is right-aligned with tabular figures. */
const numeric = (meta: unknown) =>
  (meta as { numeric?: boolean } | undefined)?.numeric ? tableStyles.numeric : undefined;

export interface DataTableProps<T> {
  table: Table<T>;
  /** The table's name (its caption), also the name of the scrolling region around it. */
  caption: string;
  /** Shown above the table; else only read out. */
  showCaption?: boolean;
  /** The width below which the table scrolls sideways in its box (a phone). */
  minWidth?: number;
  /** The next page is on its way: the old one stays on screen, dimmed. */
  busy?: boolean;
}

/**
 * A TanStack table as the back office draws its plain lists (no sorting headers: see products-table.tsx for
 * those): header and rows from the table's model, in a box that scrolls sideways on a phone. The box is
 * focusable, so a keyboard reaches what is scrolled out of sight (axe's scrollable-region-focusable), and named.
 */
export function DataTable<T>({ table, caption, showCaption = false, minWidth = 480, busy = false }: DataTableProps<T>) {
  return (
    <div
      css={[tableStyles.scroller, { opacity: busy ? 0.6 : 1 }]}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region a keyboard must reach
      tabIndex={0}
      role="region"
      aria-label={caption}
      aria-busy={busy || undefined}
    >
      <table css={[tableStyles.table, { minWidth }]}>
        <caption
          css={
            showCaption
              ? { captionSide: 'top', textAlign: 'left', padding: theme.space.sm, fontWeight: theme.fontWeights.medium }
              : visuallyHiddenStyle
          }
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
