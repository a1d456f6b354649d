import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from 'shared-ui';

type NoticeTone = 'success' | 'error' | 'info';

const { colors, space, radii, fontSizes } = theme;

const tones: Record<NoticeTone, { background: string; bar: string }> = {
  success: { background: colors.successSoft, bar: colors.success },
  error: { background: colors.errorSoft, bar: colors.error },
  info: { background: colors.surfaceMuted, bar: colors.text },
};

interface NoticeProps {
  tone?: NoticeTone;
  children: ReactNode;
  className?: string;
}

/**
 * An inline message in the page (a saved form, a refused request). Errors are role="alert" so they
 * are read at once; the others role="status".
 */
export function Notice({ tone = 'info', children, className }: NoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={className}
      css={css({
        padding: `${space.sm} ${space.md}`,
        borderLeft: `3px solid ${tones[tone].bar}`,
        borderRadius: radii.square,
        background: tones[tone].background,
        color: colors.text,
        fontSize: fontSizes.sm,
      })}
    >
      {children}
    </div>
  );
}
