import { THRESHOLDS, TIMINGS } from 'contracts';
import { ArrowUpIcon, IconButton } from 'shared-ui';
import { useScrolledPast } from '../../hooks/use-scrolled-past';

const backToTopThreshold = () => window.innerHeight * THRESHOLDS.backToTopViewports;

/** Appears once the page is scrolled beyond two window heights (spec sections 4 and 9). */
export function BackToTop() {
  const visible = useScrolledPast(backToTopThreshold, TIMINGS.backToTopDebounceMs);
  if (!visible) return null;
  return (
    <div
      css={(theme) => ({
        position: 'fixed',
        right: theme.space.md,
        bottom: theme.space.md,
        zIndex: theme.zIndices.sticky,
        background: theme.colors.surface,
        borderRadius: theme.radii.round,
        boxShadow: theme.shadows.card,
      })}
    >
      <IconButton label="Back to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        <ArrowUpIcon />
      </IconButton>
    </div>
  );
}
