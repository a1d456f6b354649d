import { css } from '@emotion/react';
import { theme } from 'shared-ui';

/** The quiet underlined text buttons that open the Size Guide and Easy Return dialogs. */
export const dialogTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.sizes.touchTarget,
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.colors.text,
  fontFamily: 'inherit',
  fontSize: theme.fontSizes.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.accentHover },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});
