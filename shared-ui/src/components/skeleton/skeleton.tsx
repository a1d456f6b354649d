import { css, keyframes } from '@emotion/react';
import { theme } from '../../theme/theme';

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

export interface SkeletonProps {
  /** CSS width; default '100%'. */
  width?: string | number;
  /** CSS height; default '1em'. */
  height?: string | number;
  /** Corner style; 'round' for avatars and swatches. */
  radius?: 'square' | 'soft' | 'round' | 'pill';
  className?: string;
}

/** A grey placeholder block that pulses while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', radius = 'square', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className}
      data-testid="skeleton"
      css={css`
        display: block;
        width: ${typeof width === 'number' ? `${width}px` : width};
        height: ${typeof height === 'number' ? `${height}px` : height};
        border-radius: ${theme.radii[radius]};
        background: ${theme.colors.gray200};
        animation: ${shimmer} 1.4s ease-in-out infinite;
      `}
    />
  );
}
