import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

const { colors, fonts, fontSizes, fontWeights, space } = theme;

/** Layouts the checkout forms share, so /info and /payment line up. */
export const formStyles = {
  stack: css({ display: 'grid', gap: space.md }),
  /** Two columns from the middle breakpoint (first/last name side by side). */
  pair: css({ display: 'grid', gap: space.md, [mq.middle]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
  /** A titled group of fields. */
  fieldset: css({ display: 'grid', gap: space.md, margin: 0, padding: 0, border: 0, minWidth: 0 }),
  legend: css({
    padding: 0,
    marginBottom: space.sm,
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xl,
    color: colors.text,
  }),
  actions: css({
    display: 'flex',
    flexWrap: 'wrap-reverse',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    marginTop: space.md,
    // Full-width buttons on a phone, side by side from the middle breakpoint.
    '& > *': { width: '100%' },
    [mq.middle]: { '& > *': { width: 'auto' } },
  }),
};
