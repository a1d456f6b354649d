// The chosen filters as removable chips above the grid; unchecking a chip or "Clear all" resets (spec section 4).
import { SORT_OPTIONS, capitalise, sizeLabel } from 'contracts';
import { Button, CloseIcon, theme } from 'shared-ui';
import { countFilters, type CollectionFilters } from '../collection-address';

type Chip = { key: string; label: string; without: CollectionFilters };

function chipsOf(filters: CollectionFilters): Chip[] {
  const { sort: _sort, ...withoutSort } = filters;
  return [
    ...filters.colors.map((color) => ({
      key: `color-${color}`,
      label: capitalise(color),
      without: { ...filters, colors: filters.colors.filter((c) => c !== color) },
    })),
    ...filters.sizes.map((size) => ({
      key: `size-${size}`,
      label: sizeLabel(size),
      without: { ...filters, sizes: filters.sizes.filter((s) => s !== size) },
    })),
    ...filters.fabrics.map((fabric) => ({
      key: `fabric-${fabric}`,
      label: capitalise(fabric),
      without: { ...filters, fabrics: filters.fabrics.filter((f) => f !== fabric) },
    })),
    ...(filters.sort
      ? [
          {
            key: 'sort',
            label: SORT_OPTIONS.find((o) => o.value === filters.sort)?.label ?? filters.sort,
            without: withoutSort,
          },
        ]
      : []),
  ];
}

export function FilterChips({
  filters,
  onChange,
  onClearAll,
}: {
  filters: CollectionFilters;
  onChange: (filters: CollectionFilters) => void;
  onClearAll: () => void;
}) {
  if (countFilters(filters) === 0) return null;
  return (
    <div css={row}>
      <ul css={list} aria-label="Selected filters">
        {chipsOf(filters).map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              css={chipButton}
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => onChange(chip.without)}
            >
              {chip.label}
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={onClearAll}>
        Clear all
      </Button>
    </div>
  );
}

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  marginBottom: theme.space.md,
} as const;

const list = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
} as const;

const chipButton = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '36px',
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.accent}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.accentSoft,
  color: theme.colors.text,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.sm,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '2px' },
} as const;
