import { css } from '@emotion/react';
import { theme } from 'shared-ui';

const { space } = theme;

/** The back office's page furniture, so lists and editors line up. */
export const layoutStyles = {
  /** A list's search and filters: as many columns as fit, fields aligned on their bottom edge. */
  filterBar: css({
    display: 'grid',
    gap: space.sm,
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    alignItems: 'end',
    marginBottom: space.md,
  }),
  /** A row of buttons (and a badge or a count) that wraps on a phone. */
  toolbar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs }),
};
