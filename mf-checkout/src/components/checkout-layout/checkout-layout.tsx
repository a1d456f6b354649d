import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

const styles = {
  layout: css({
    display: 'grid',
    gap: theme.space.xl,
    alignItems: 'start',
    [mq.large]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', gap: theme.space.xxl },
  }),
};

/** A checkout step: the form on the left and the order summary on the right, below it on narrow screens. */
export function CheckoutLayout({ children, summary }: { children: ReactNode; summary: ReactNode }) {
  return (
    <div css={styles.layout}>
      <div>{children}</div>
      {summary}
    </div>
  );
}
