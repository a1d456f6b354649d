import { css } from '@emotion/react';
import { mq } from '../../theme/mq';
import { theme } from '../../theme/theme';

const { colors, fonts, fontSizes, fontWeights, space } = theme;

/**
 * The layouts every form of the shop shares, so forms line up across pages, tabs and teams. Teams may rely
 * on each key keeping its purpose; the values follow the theme (spacing, breakpoints) and may be tuned here
 * for every form at once. Apply them with Emotion's `css` prop: `<div css={formStyles.pair}>`.
 */
export const formStyles = {
  /** One column of fields. */
  stack: css({ display: 'grid', gap: space.md }),
  /** Two columns from the middle breakpoint (first/last name side by side), one below it. */
  pair: css({ display: 'grid', gap: space.md, [mq.middle]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
  /** A titled group of fields (a `<fieldset>`), with `legend` on its `<legend>`. */
  fieldset: css({ display: 'grid', gap: space.md, margin: 0, padding: 0, border: 0, minWidth: 0 }),
  legend: css({
    padding: 0,
    marginBottom: space.sm,
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xl,
    color: colors.text,
  }),
  /** A form's buttons in a row after its fields, wrapping when they do not fit (Save, Cancel). */
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: space.xs }),
  /**
   * A step's back and forward buttons (checkout's "Return To Cart" and "Continue Shipping"): full width
   * and stacked on a phone with the forward one on top, at the two ends of the row from the middle breakpoint.
   */
  stepActions: css({
    display: 'flex',
    flexWrap: 'wrap-reverse',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    marginTop: space.md,
    '& > *': { width: '100%' },
    [mq.middle]: { '& > *': { width: 'auto' } },
  }),
};
