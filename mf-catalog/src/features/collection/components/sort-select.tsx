// The collection's sort order: shared-ui's Select, with "Recommended" (no sort key) first.
import { SORT_OPTIONS, type SortKey } from 'contracts';
import { theme, Select } from 'shared-ui';
import type { CollectionFilters } from '../collection-address';

export function SortSelect({
  filters,
  onChange,
}: {
  filters: CollectionFilters;
  onChange: (filters: CollectionFilters) => void;
}) {
  return (
    <Select
      label="Sort by"
      placeholder="Recommended"
      options={SORT_OPTIONS}
      value={filters.sort ?? ''}
      onChange={(event) => {
        const sort = event.target.value as SortKey | '';
        const { sort: _previous, ...rest } = filters;
        onChange(sort ? { ...rest, sort } : rest);
      }}
      css={inline}
    />
  );
}

// The label sits beside the control, as a toolbar item, rather than above it as in a form.
const inline = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  width: 'auto',
  '& > label': {
    margin: 0,
    fontWeight: theme.fontWeights.regular,
    color: theme.colors.textMuted,
    whiteSpace: 'nowrap',
  },
  '& select': { fontSize: theme.fontSizes.sm },
} as const;
