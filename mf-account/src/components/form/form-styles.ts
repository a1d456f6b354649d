import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

const { space } = theme;

/** Layouts every mf-account form shares, so the forms line up across pages and tabs. */
export const formStyles = {
  /** One column of fields. */
  stack: css({ display: 'grid', gap: space.md }),
  /** Two columns from the middle breakpoint (first/last name side by side). */
  pair: css({ display: 'grid', gap: space.md, [mq.middle]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: space.xs }),
};
