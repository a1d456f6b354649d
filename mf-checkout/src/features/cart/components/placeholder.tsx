import { css, keyframes } from '@emotion/react';
import { theme } from 'shared-ui';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const base = css({
  display: 'block',
  background: theme.colors.gray200,
  borderRadius: theme.radii.square,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/**
 * A grey block holding the place of text or a picture while the bag is priced. shared-ui's Skeleton is
 * not part of its public entry, and a deep import would bundle a second copy, so the bag has its own.
 */
export function Placeholder({
  width = '100%',
  height = '1em',
  className,
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  return <span aria-hidden="true" data-testid="placeholder" className={className} css={[base, { width, height }]} />;
}
