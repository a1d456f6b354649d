// The category switcher of /collection. A nav of toggle buttons rather than an ARIA tablist: each choice
// reloads the grid and changes the address, which is navigation, not showing a panel that already exists.
import { CATEGORY_TABS, type CategoryFilter } from 'contracts';
import { mq, theme } from 'shared-ui';

export type CategoryTabsProps = {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
};

export function CategoryTabs({ value, onChange }: CategoryTabsProps) {
  return (
    <nav aria-label="Categories" css={bar}>
      <ul css={list}>
        {CATEGORY_TABS.map((tab) => {
          const selected = tab.value === value;
          return (
            <li key={tab.value}>
              <button
                type="button"
                css={[button, selected && selectedButton]}
                aria-pressed={selected}
                onClick={() => {
                  if (!selected) onChange(tab.value);
                }}
              >
                {tab.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const bar = {
  borderBottom: `1px solid ${theme.colors.border}`,
  // Seven tabs do not fit 390 px: the row scrolls sideways instead of wrapping into a ragged block.
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
} as const;

const list = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: theme.space.lg,
  whiteSpace: 'nowrap',
  [mq.tablet]: { gap: theme.space.xl },
} as const;

const button = {
  appearance: 'none',
  background: 'none',
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  minHeight: theme.sizes.touchTarget,
  padding: `${theme.space.xs} ${theme.space.xxs}`,
  cursor: 'pointer',
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.sm,
  letterSpacing: theme.letterSpacings.caps,
  textTransform: 'uppercase',
  color: theme.colors.textMuted,
  transition: `color ${theme.transitions.fast}, border-color ${theme.transitions.fast}`,
  '&:hover': { color: theme.colors.text },
  // Drawn inside: the row scrolls sideways, which clips anything outside the button.
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '-2px' },
} as const;

const selectedButton = {
  color: theme.colors.text,
  fontWeight: theme.fontWeights.medium,
  borderBottomColor: theme.colors.text,
} as const;
