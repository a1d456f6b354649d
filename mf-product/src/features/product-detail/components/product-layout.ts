import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

const { space, sizes } = theme;

/**
 * The page's grid, shared by the product and its loading skeleton so the two take the same room:
 * gallery over details below tablet; from tablet up the gallery on the left and the details beside it,
 * held in view while the gallery scrolls.
 */
export const productLayout = {
  page: css({
    paddingTop: space.md,
    paddingBottom: space.xxxl,
    [mq.tablet]: { paddingTop: space.lg, paddingBottom: space.huge },
  }),
  top: css({
    display: 'grid',
    gap: space.lg,
    [mq.tablet]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gap: space.xl,
      alignItems: 'start',
    },
    [mq.desktop]: { gap: space.xxl },
  }),
  details: css({
    display: 'flex',
    flexDirection: 'column',
    gap: space.lg,
    minWidth: 0,
    [mq.tablet]: {
      position: 'sticky',
      top: `calc(${sizes.headerHeight} + ${space.md})`,
      maxWidth: '480px',
    },
  }),
};
