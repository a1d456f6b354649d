import { css, type SerializedStyles } from '@emotion/react';
import { theme } from '../../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.touchTarget};
  border: 1px solid transparent;
  border-radius: ${theme.radii.square};
  font-family: ${theme.fonts.body};
  font-weight: ${theme.fontWeights.medium};
  letter-spacing: ${theme.letterSpacings.caps};
  text-transform: uppercase;
  text-decoration: none;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  transition:
    background-color ${theme.transitions.fast},
    border-color ${theme.transitions.fast},
    color ${theme.transitions.fast};

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const variants: Record<ButtonVariant, SerializedStyles> = {
  /** The main action of a view: the accent fill. */
  primary: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.white};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.accentHover};
    }
  `,
  /** Alternative actions: near-black outline. */
  secondary: css`
    background: transparent;
    color: ${theme.colors.text};
    border-color: ${theme.colors.text};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.colors.text};
      color: ${theme.colors.textInverse};
    }
  `,
  /** Low-emphasis actions ("Clear all"): text only, underlined on hover. */
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      text-decoration: underline;
    }
  `,
};

const sizes: Record<ButtonSize, SerializedStyles> = {
  small: css`
    min-height: 36px;
    padding: ${theme.space.xxs} ${theme.space.sm};
    font-size: ${theme.fontSizes.xs};
  `,
  medium: css`
    padding: ${theme.space.xs} ${theme.space.lg};
    font-size: ${theme.fontSizes.sm};
  `,
  large: css`
    min-height: 52px;
    padding: ${theme.space.sm} ${theme.space.xl};
    font-size: ${theme.fontSizes.md};
  `,
};

/** The button look, shared by Button (a <button>) and ButtonLink (a router link). */
export function buttonStyles(variant: ButtonVariant = 'primary', fullWidth = false, size: ButtonSize = 'medium') {
  return [base, variants[variant], sizes[size], fullWidth && css({ width: '100%' })];
}
