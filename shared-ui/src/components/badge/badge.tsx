import type { HTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { theme } from '../../theme/theme';

export type BadgeTone = 'accent' | 'neutral' | 'soft' | 'success' | 'error';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** accent (default): the "New" badge; neutral: dark; soft: tinted accent; success/error for statuses. */
  tone?: BadgeTone;
}

const tones: Record<BadgeTone, { background: string; color: string }> = {
  accent: { background: theme.colors.accent, color: theme.colors.white },
  neutral: { background: theme.colors.text, color: theme.colors.textInverse },
  soft: { background: theme.colors.accentSoft, color: theme.colors.text },
  success: { background: theme.colors.successSoft, color: theme.colors.success },
  error: { background: theme.colors.errorSoft, color: theme.colors.error },
};

const base = css`
  display: inline-flex;
  align-items: center;
  padding: 2px ${theme.space.xs};
  border-radius: ${theme.radii.square};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.medium};
  letter-spacing: ${theme.letterSpacings.caps};
  line-height: 1.5;
  text-transform: uppercase;
  white-space: nowrap;
`;

/** A small label: "New" on product cards, statuses. */
export function Badge({ tone = 'accent', ...rest }: BadgeProps) {
  return <span css={[base, tones[tone]]} {...rest} />;
}
