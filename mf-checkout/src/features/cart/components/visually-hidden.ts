import { css } from '@emotion/react';

/** Read by screen readers, not shown: e.g. the word "Quantity" before the stepper's number. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
