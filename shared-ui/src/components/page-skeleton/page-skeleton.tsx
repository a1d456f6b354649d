import { theme } from '../../theme/theme';
import { mq } from '../../theme/mq';
import { Container } from '../container/container';
import { Skeleton } from '../skeleton/skeleton';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface PageSkeletonProps {
  /** Announced to screen readers; default "Loading page". */
  label?: string;
}

/**
 * A generic page placeholder (heading, banner, a grid of cards), at least a screen tall. The shell shows
 * it inside Suspense while a remote's code loads, so the layout does not jump when the page arrives;
 * a remote's own loading state should hold the same room (mf-product's ProductSkeleton does).
 */
export function PageSkeleton({ label = 'Loading page' }: PageSkeletonProps) {
  return (
    <Container>
      {/* At least a screen tall: the footer stays out of view until the page arrives, so it never jumps. */}
      <div
        role="status"
        aria-busy="true"
        css={{ padding: `${theme.space.xl} 0`, minHeight: '100vh' }}
        data-testid="page-skeleton"
      >
        <VisuallyHidden>{label}</VisuallyHidden>
        <Skeleton width="40%" height={36} />
        <Skeleton height={180} css={{ marginTop: theme.space.lg }} />
        <div
          css={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: theme.space.md,
            marginTop: theme.space.lg,
            [mq.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space.lg },
          }}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index}>
              <Skeleton height="auto" css={{ aspectRatio: '3 / 4' }} />
              <Skeleton width="70%" css={{ marginTop: theme.space.sm }} />
              <Skeleton width="30%" css={{ marginTop: theme.space.xs }} />
            </div>
          ))}
        </div>
      </div>
    </Container>
  );
}
