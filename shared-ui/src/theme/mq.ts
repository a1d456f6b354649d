import { breakpoints, type BreakpointName } from './theme';

/**
 * Mobile-first media queries: `mq.tablet` is '@media (min-width: 768px)', so styles written outside
 * a query are the small-screen styles and each query adds to them.
 * Usage: css={{ display: 'none', [mq.tablet]: { display: 'block' } }}
 */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as { readonly [K in BreakpointName]: string };

/**
 * The complement of `mq`: styles below a breakpoint only (`mqBelow.large` = max-width 899.98px).
 * Use it sparingly, e.g. for something that exists only on narrow screens.
 */
export const mqBelow = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (max-width: ${Math.max(px - 0.02, 0)}px)`]),
) as { readonly [K in BreakpointName]: string };

/** Users who asked the system for less motion. */
export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
