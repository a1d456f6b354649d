import { css } from '@emotion/react';
import { STORE_WEEK_HOURS } from 'contracts';
import { theme, visuallyHiddenStyle } from 'shared-ui';
import type { StoreStatus } from '../store-status';

const { colors, fontSizes, fontWeights, letterSpacings, radii, space } = theme;

/** Monday first, as the week is read in Kyiv; the indexes are Date.prototype.getDay()'s. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const styles = {
  status: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xs,
    margin: `0 0 ${space.md}`,
    padding: `${space.xxs} ${space.sm}`,
    borderRadius: radii.pill,
    fontSize: fontSizes.sm,
    fontWeight: fontWeights.medium,
    '&::before': {
      content: '""',
      width: '0.5rem',
      height: '0.5rem',
      borderRadius: radii.round,
      background: 'currentColor',
    },
  }),
  open: css({ background: colors.successSoft, color: colors.success }),
  closed: css({ background: colors.gray200, color: colors.textMuted }),
  table: css({
    width: '100%',
    maxWidth: '28rem',
    borderCollapse: 'collapse',
    '& th, & td': { padding: `${space.sm} ${space.sm}`, borderTop: `1px solid ${colors.border}`, textAlign: 'left' },
    '& tr:last-of-type th, & tr:last-of-type td': { borderBottom: `1px solid ${colors.border}` },
    '& th': { fontWeight: fontWeights.regular },
    '& td': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  }),
  today: css({
    background: colors.accentSoft,
    '& th, & td': { fontWeight: fontWeights.medium },
    '& th': { boxShadow: `inset 3px 0 0 ${colors.accent}` },
  }),
  todayTag: css({
    marginLeft: space.sm,
    fontSize: fontSizes.xs,
    letterSpacing: letterSpacings.caps,
    textTransform: 'uppercase',
    // The darker accent: the plain one is under 4.5:1 on the row's tint at this size.
    color: colors.accentHover,
  }),
};

interface OpeningHoursProps {
  /** The store's status now; null before the page knows the time (first render, server render). */
  status: StoreStatus | null;
}

/** The week's opening hours (spec section 9), today's row marked, and "Open now" or "Closed" by Kyiv time. */
export function OpeningHours({ status }: OpeningHoursProps) {
  return (
    <>
      {status && (
        <p css={[styles.status, status.open ? styles.open : styles.closed]} data-testid="store-status">
          {status.open ? 'Open now' : 'Closed'}
        </p>
      )}
      <table css={styles.table}>
        <caption css={visuallyHiddenStyle}>Opening hours of the Kyiv store (Kyiv time)</caption>
        <tbody>
          {WEEK_ORDER.map((index) => {
            const { day, hours } = STORE_WEEK_HOURS[index];
            const isToday = status?.weekday === index;
            return (
              <tr key={day} css={isToday && styles.today} aria-current={isToday ? 'date' : undefined}>
                <th scope="row">
                  {day}
                  {isToday && <span css={styles.todayTag}>Today</span>}
                </th>
                <td>{hours ? `${hours.opens}-${hours.closes}` : 'Closed'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
