// Colour, size and fabric filters of /collection (spec section 2, product list view). Beside the grid
// from the large breakpoint; below it a "Filter" button opens them as a full-screen dialog that
// "Apply filters" closes. Every change applies at once, so both forms share one state: the address.
import { useState, type ReactNode } from 'react';
import { COLORS, FABRICS, SIZES, capitalise } from 'contracts';
import { Button, Checkbox, mq, theme, Dialog } from 'shared-ui';
import { countFilters, type CollectionFilters } from '../collection-address';

export type FilterPanelProps = {
  filters: CollectionFilters;
  onChange: (filters: CollectionFilters) => void;
  onClearAll: () => void;
};

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** One group of checkboxes ("Colour", "Size", "Fabric"). */
function FilterGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset css={fieldset}>
      <legend css={legendStyle}>{legend}</legend>
      <div css={optionGrid}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={() => onChange(toggle(chosen, option.value))}
            css={optionRow}
          />
        ))}
      </div>
    </fieldset>
  );
}

function FilterControls({ filters, onChange, onClearAll, showClearAll }: FilterPanelProps & { showClearAll: boolean }) {
  return (
    <div css={controls}>
      <FilterGroup
        legend="Colour"
        options={COLOR_OPTIONS}
        chosen={filters.colors}
        onChange={(colors) => onChange({ ...filters, colors })}
      />
      <FilterGroup
        legend="Size"
        options={SIZE_OPTIONS}
        chosen={filters.sizes}
        onChange={(sizes) => onChange({ ...filters, sizes })}
      />
      <FilterGroup
        legend="Fabric"
        options={FABRIC_OPTIONS}
        chosen={filters.fabrics}
        onChange={(fabrics) => onChange({ ...filters, fabrics })}
      />
      {showClearAll && countFilters(filters) > 0 && (
        <Button variant="ghost" onClick={onClearAll}>
          Clear all
        </Button>
      )}
    </div>
  );
}

export function FilterSidebar(props: FilterPanelProps) {
  return (
    <aside aria-label="Filters" css={sidebar}>
      <h2 css={sidebarHeading}>Filters</h2>
      {/* Beside the grid the chips above it already offer "Clear all". */}
      <FilterControls {...props} showClearAll={false} />
    </aside>
  );
}

/** The small-screen form: a "Filter" button and shared-ui's full-screen Dialog (focus trapped, Escape closes). */
export function FilterDialogButton(props: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const count = countFilters(props.filters);

  return (
    <div css={dialogOnlyBelowLarge}>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {count > 0 ? `Filter (${count})` : 'Filter'}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        closeLabel="Close filters"
        size="fullscreen"
        footer={
          <Button fullWidth onClick={() => setOpen(false)}>
            Apply filters
          </Button>
        }
      >
        <FilterControls {...props} showClearAll />
      </Dialog>
    </div>
  );
}

const sidebar = {
  display: 'none',
  [mq.large]: { display: 'block' },
} as const;

const dialogOnlyBelowLarge = {
  [mq.large]: { display: 'none' },
} as const;

const sidebarHeading = {
  margin: `0 0 ${theme.space.lg}`,
  fontFamily: theme.fonts.display,
  fontWeight: theme.fontWeights.medium,
  fontSize: theme.fontSizes.xl,
} as const;

const controls = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space.xl,
} as const;

const fieldset = { border: 0, margin: 0, padding: 0, width: '100%' } as const;

const legendStyle = {
  padding: 0,
  marginBottom: theme.space.sm,
  fontSize: theme.fontSizes.xs,
  letterSpacing: theme.letterSpacings.caps,
  textTransform: 'uppercase',
  color: theme.colors.textMuted,
} as const;

const optionGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: theme.space.md,
  [mq.large]: { gridTemplateColumns: '1fr' },
} as const;

// Each row is a full touch target; from the large breakpoint the sidebar packs them closer.
const optionRow = {
  display: 'flex',
  alignItems: 'center',
  minHeight: theme.sizes.touchTarget,
  [mq.large]: { minHeight: '36px' },
  '& > div': { alignItems: 'center' },
  '& input': { marginTop: 0 },
} as const;

const optionLabel = { display: 'inline-flex', alignItems: 'center', gap: theme.space.xs } as const;

const swatch = {
  width: '14px',
  height: '14px',
  borderRadius: theme.radii.round,
  border: `1px solid ${theme.colors.borderStrong}`,
  flexShrink: 0,
} as const;

const hint = { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs } as const;

// The options below use the styles above, so they are built after them.
const COLOR_OPTIONS = COLORS.map((color) => ({
  value: color,
  label: (
    <span css={optionLabel}>
      {/* The swatch shows the product colour itself, which is data rather than a theme colour. */}
      <span aria-hidden css={[swatch, { background: color }]} />
      {capitalise(color)}
    </span>
  ),
}));

const SIZE_OPTIONS = SIZES.map((size) => ({
  value: size.value,
  label: (
    <span css={optionLabel}>
      {size.label}
      <span css={hint}>{size.usRange}</span>
    </span>
  ),
}));

const FABRIC_OPTIONS = FABRICS.map((fabric) => ({ value: fabric, label: capitalise(fabric) }));
