import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from '../../theme/theme';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, read by screen readers (becomes aria-label): "Open search", "Close". */
  label: string;
  /** The icon (aria-hidden SVG from shared-ui's icons). */
  children: ReactNode;
  /** A count shown as a small badge (wish list, bag); include it in `label` too, e.g. "Bag, 2 items". */
  badgeCount?: number;
  size?: 'small' | 'medium';
}

const style = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.square};
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background-color ${theme.transitions.fast};

  &:hover:not(:disabled) {
    background: ${theme.colors.gray100};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const badgeStyle = css`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.white};
  font-size: 11px;
  font-weight: ${theme.fontWeights.medium};
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;

/** A square, icon-only button with a 44 px touch target; `label` is required because there is no visible text. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, badgeCount, size = 'medium', type = 'button', ...rest },
  ref,
) {
  const box = size === 'small' ? '36px' : theme.sizes.touchTarget;
  return (
    <button ref={ref} type={type} aria-label={label} css={[style, { width: box, height: box }]} {...rest}>
      {children}
      {badgeCount !== undefined && badgeCount > 0 && (
        <span aria-hidden="true" css={badgeStyle} data-testid="icon-button-badge">
          {badgeCount > 99 ? '99+' : badgeCount}
        </span>
      )}
    </button>
  );
});
