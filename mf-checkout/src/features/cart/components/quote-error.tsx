import { css } from '@emotion/react';
import { Button, theme } from 'shared-ui';

const { colors, fontSizes, space } = theme;

const styles = {
  box: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    padding: space.md,
    marginBottom: space.lg,
    background: colors.errorSoft,
    borderLeft: `3px solid ${colors.error}`,
    fontSize: fontSizes.sm,
  }),
};

/** The bag could not be priced (server or network down): say so and offer to try again. */
export function QuoteError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" css={styles.box}>
      <p>{message}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
