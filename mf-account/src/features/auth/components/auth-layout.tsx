import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

const { space } = theme;

const styles = {
  layout: css({
    display: 'grid',
    gap: space.xl,
    [mq.large]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space.xxxl, alignItems: 'start' },
  }),
  single: css({ maxWidth: '30rem' }),
  form: css({ width: '100%', maxWidth: '30rem' }),
};

interface AuthLayoutProps {
  /** The visual beside the form from the large breakpoint (above it on phones); none: one column. */
  aside?: ReactNode;
  children: ReactNode;
}

/** Log in and Create Account: the form column, with an optional banner beside it. */
export function AuthLayout({ aside, children }: AuthLayoutProps) {
  if (!aside) return <div css={styles.single}>{children}</div>;
  return (
    <div css={styles.layout}>
      {aside}
      <div css={styles.form}>{children}</div>
    </div>
  );
}
