import { css, keyframes } from '@emotion/react';
import { theme } from '../../theme/theme';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export interface SpinnerProps {
  /** Announced to screen readers; default "Loading". */
  label?: string;
  /** Diameter in px; default 32. */
  size?: number;
  /** Inside a control that already says it is busy (Button loading): no role, no text. */
  decorative?: boolean;
  /** Centres the spinner in a block with vertical padding (page or section loading). */
  centered?: boolean;
  className?: string;
}

/** A loading indicator: role="status" with a hidden label, so screen readers hear "Loading". */
export function Spinner({
  label = 'Loading',
  size = 32,
  decorative = false,
  centered = false,
  className,
}: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      css={css`
        display: inline-block;
        width: ${size}px;
        height: ${size}px;
        border: ${Math.max(2, Math.round(size / 12))}px solid ${theme.colors.gray300};
        border-top-color: ${theme.colors.accent};
        border-radius: ${theme.radii.round};
        animation: ${spin} 0.8s linear infinite;
      `}
    />
  );
  if (decorative) return ring;
  return (
    <span
      role="status"
      className={className}
      css={[
        { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
        centered && { display: 'flex', width: '100%', padding: `${theme.space.xxl} 0` },
      ]}
    >
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
