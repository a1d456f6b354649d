import { css } from '@emotion/react';
import { theme } from 'shared-ui';

const { colors, space, fontSizes, fontWeights } = theme;

/**
 * The back office's tables: hairlines, muted headers, a horizontal scroll of their own on a phone (the page itself
 * never scrolls sideways). Used by the products, team and audit tables.
 */
export const tableStyles = {
  scroller: css({ width: '100%', overflowX: 'auto', border: `1px solid ${colors.border}`, background: colors.surface }),
  table: css({
    width: '100%',
    // On a phone the table scrolls inside its box instead of squeezing every column into words.
    minWidth: 640,
    borderCollapse: 'collapse',
    fontSize: fontSizes.sm,
    'th, td': { padding: `${space.xs} ${space.sm}`, textAlign: 'left', borderBottom: `1px solid ${colors.border}` },
    th: { fontWeight: fontWeights.medium, color: colors.textMuted, whiteSpace: 'nowrap', background: colors.gray100 },
    'tbody tr:last-of-type td': { borderBottom: 0 },
  }),
  // Doubled class: above the table's own `th, td` rule.
  numeric: css({ '&&': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }),
  sortButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xxs,
    minHeight: 32,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
  }),
};
