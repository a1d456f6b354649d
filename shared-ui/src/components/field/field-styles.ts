import { css } from '@emotion/react';
import { theme } from '../../theme/theme';

/** Label, hint and error styles shared by TextField, Select and Checkbox. */
export const fieldLabel = css`
  display: block;
  margin-bottom: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.text};
`;

export const fieldHint = css`
  margin-top: ${theme.space.xxs};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

export const fieldError = css`
  margin-top: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.error};
`;

export const fieldControl = css`
  display: block;
  width: 100%;
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.square};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  transition: border-color ${theme.transitions.fast};

  &::placeholder {
    color: ${theme.colors.gray500};
  }
  &:hover:not(:disabled) {
    border-color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
    border-color: ${theme.colors.text};
  }
  &:disabled {
    background: ${theme.colors.gray100};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.error};
  }
`;
