import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq } from '../../theme/mq';
import { theme } from '../../theme/theme';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Names the row for assistive technology, e.g. "Categories". */
  label: string;
  items: readonly TabItem<T>[];
  /** The chosen tab. */
  value: T;
  /** Called with a tab other than the chosen one. */
  onChange: (value: T) => void;
  className?: string;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A row of tabs that chooses one value, e.g. the collection's categories. Choosing reloads what is below
 * and changes the address rather than revealing a panel already in the page, so the tabs are toggle
 * buttons (aria-pressed) in a WAI-ARIA toolbar: one Tab stop (roving tabindex), arrow keys, Home and End
 * move between tabs, Enter or Space chooses. Too many tabs for a phone scroll sideways, and the chosen
 * one is kept in view.
 */
export function Tabs<T extends string>({ label, items, value, onChange, className }: TabsProps<T>) {
  const barRef = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The tab that holds the row's one Tab stop while focus is inside it; otherwise the chosen tab holds it.
  const [focused, setFocused] = useState<number | null>(null);
  const chosen = Math.max(
    items.findIndex((item) => item.value === value),
    0,
  );
  const tabStop = focused ?? chosen;

  // Keep the chosen tab in view when the row scrolls sideways (a stored category far along the row).
  useEffect(() => {
    const bar = barRef.current;
    const button = buttons.current[chosen];
    if (!bar || !button) return;
    const left = button.offsetLeft;
    const right = left + button.offsetWidth;
    if (left < bar.scrollLeft) bar.scrollLeft = left;
    else if (right > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = right - bar.clientWidth;
  }, [chosen]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    buttons.current[next(index, items.length)]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLButtonElement>) => {
    if (!barRef.current?.contains(event.relatedTarget)) setFocused(null);
  };

  return (
    <div ref={barRef} role="toolbar" aria-label={label} css={bar} className={className}>
      {items.map((item, index) => {
        const selected = index === chosen;
        return (
          <button
            key={item.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            css={tab}
            aria-pressed={selected}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocused(index)}
            onBlur={onBlur}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => {
              if (!selected) onChange(item.value);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

const bar = css({
  // Positioned so the tabs' offsetLeft is measured from the row.
  position: 'relative',
  display: 'flex',
  gap: theme.space.lg,
  borderBottom: `1px solid ${theme.colors.border}`,
  whiteSpace: 'nowrap',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  [mq.tablet]: { gap: theme.space.xl },
});

const tab = css({
  flex: 'none',
  appearance: 'none',
  background: 'none',
  border: 0,
  borderBottom: '2px solid transparent',
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
  // Drawn inside: the row scrolls sideways, which clips anything outside the tab.
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '-2px' },
  '&[aria-pressed="true"]': {
    color: theme.colors.text,
    fontWeight: theme.fontWeights.medium,
    borderBottomColor: theme.colors.text,
  },
});
