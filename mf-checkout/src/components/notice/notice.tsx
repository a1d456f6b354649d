import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from 'shared-ui';

type NoticeTone = 'error' | 'warning' | 'info';

const { colors, space, fontSizes } = theme;

const tones: Record<NoticeTone, { background: string; bar: string }> = {
  error: { background: colors.errorSoft, bar: colors.error },
  warning: { background: colors.warningSoft, bar: colors.warning },
  info: { background: colors.surfaceMuted, bar: colors.text },
};

/** An inline message in a checkout page. Errors are role="alert" so they are read at once; the others role="status". */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={css({
        padding: `${space.sm} ${space.md}`,
        borderLeft: `3px solid ${tones[tone].bar}`,
        background: tones[tone].background,
        fontSize: fontSizes.sm,
        '& a': { color: colors.text, textUnderlineOffset: '0.2em' },
        '& p + p': { marginTop: space.xs },
      })}
    >
      {children}
    </div>
  );
}
