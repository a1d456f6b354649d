import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from 'shared-ui';

const { colors, fontSizes, lineHeights, space } = theme;

const styles = {
  text: css({
    fontSize: fontSizes.lg,
    lineHeight: lineHeights.normal,
    color: colors.textMuted,
    '& p': { margin: `0 0 ${space.sm}` },
    '& a': { color: colors.text, textDecorationColor: colors.accent, textUnderlineOffset: '0.2em' },
    // A phone number split over two lines reads as two numbers on a phone screen.
    '& a[href^="tel:"]': { whiteSpace: 'nowrap' },
  }),
  actions: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: space.md,
    marginTop: space.xl,
  }),
};

/** The body of an outcome page: a few lines of text and the next steps as buttons. */
export function OutcomeMessage({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <>
      <div css={styles.text}>{children}</div>
      <div css={styles.actions}>{actions}</div>
    </>
  );
}
