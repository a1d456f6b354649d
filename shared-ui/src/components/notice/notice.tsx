import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from '../../theme/theme';

/** info: what is so (an empty bag); success: a change was saved; warning: act before going on; error: refused or failed. */
export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const { colors, space, radii, fontSizes } = theme;

const tones: Record<NoticeTone, { background: string; bar: string }> = {
  info: { background: colors.surfaceMuted, bar: colors.text },
  success: { background: colors.successSoft, bar: colors.success },
  warning: { background: colors.warningSoft, bar: colors.warning },
  error: { background: colors.errorSoft, bar: colors.error },
};

export interface NoticeProps {
  /** 'info' when left out. */
  tone?: NoticeTone;
  /** A sentence, or paragraphs (spaced apart) that may hold links and small buttons. */
  children: ReactNode;
  /** Spacing from the page (also what Emotion's `css` prop passes). */
  className?: string;
}

/**
 * An inline message in the page: a saved form, a refused request, a step that cannot go on. Teams may rely
 * on: the tone 'error' is role="alert" (read at once), every other tone role="status" (read politely); the
 * children are rendered as given, never reworded; the look (a tinted box with a bar on the left in the
 * tone's colour) comes from the theme.
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
        '& a': { color: colors.text, textUnderlineOffset: '0.2em' },
        '& p + p': { marginTop: space.xs },
      })}
    >
      {children}
    </div>
  );
}
