// Colour, size and fabric filters of /collection (spec section 2, product list view). Beside the grid
// from the large breakpoint; below it a "Filter" button opens them as a full-screen dialog that
// "Apply filters" closes. Every change applies at once, so both forms share one state: the address.
import { useState } from 'react';
import { COLORS, FABRICS, SIZES, type Color, type Fabric, type Size } from 'contracts';
import { Button, Dialog, mq, theme } from 'shared-ui';
import { countFilters, type CollectionFilters } from '../../hooks/collection-address';

export type FilterPanelProps = {
  filters: CollectionFilters;
  onChange: (filters: CollectionFilters) => void;
  onClearAll: () => void;
};

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function FilterControls({ filters, onChange, onClearAll, showClearAll }: FilterPanelProps & { showClearAll: boolean }) {
  return (
    <div css={controls}>
      <fieldset css={fieldset}>
        <legend css={legend}>Colour</legend>
        <div css={optionGrid}>
          {COLORS.map((color: Color) => (
            <label key={color} css={option}>
              <input
                type="checkbox"
                css={checkbox}
                checked={filters.colors.includes(color)}
                onChange={() => onChange({ ...filters, colors: toggle(filters.colors, color) })}
              />
              {/* The swatch shows the product colour itself, which is data rather than a theme colour. */}
              <span aria-hidden css={[swatch, { background: color }]} />
              {capitalise(color)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset css={fieldset}>
        <legend css={legend}>Size</legend>
        <div css={optionGrid}>
          {SIZES.map((size: { value: Size; label: string; usRange: string }) => (
            <label key={size.value} css={option}>
              <input
                type="checkbox"
                css={checkbox}
                checked={filters.sizes.includes(size.value)}
                onChange={() => onChange({ ...filters, sizes: toggle(filters.sizes, size.value) })}
              />
              {size.label}
              <span css={hint}>{size.usRange}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset css={fieldset}>
        <legend css={legend}>Fabric</legend>
        <div css={optionGrid}>
          {FABRICS.map((fabric: Fabric) => (
            <label key={fabric} css={option}>
              <input
                type="checkbox"
                css={checkbox}
                checked={filters.fabrics.includes(fabric)}
                onChange={() => onChange({ ...filters, fabrics: toggle(filters.fabrics, fabric) })}
              />
              {capitalise(fabric)}
            </label>
          ))}
        </div>
      </fieldset>
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

const legend = {
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

const option = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: theme.sizes.touchTarget,
  cursor: 'pointer',
  fontSize: theme.fontSizes.sm,
  [mq.large]: { minHeight: '36px' },
} as const;

const checkbox = {
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: theme.colors.accent,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '2px' },
} as const;

const swatch = {
  width: '14px',
  height: '14px',
  borderRadius: theme.radii.round,
  border: `1px solid ${theme.colors.borderStrong}`,
  flexShrink: 0,
} as const;

const hint = { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs } as const;
