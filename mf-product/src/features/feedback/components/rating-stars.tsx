import { css } from '@emotion/react';
import { LIMITS } from 'contracts';
import { theme } from 'shared-ui';
import { StarIcon } from './star-icon';

const stars = Array.from({ length: LIMITS.ratingMax }, (_, index) => index);

const styles = {
  // Two rows of the same stars on top of each other: outlines below, filled ones above, clipped to the
  // share of the rating, so an average of 4.3 fills four stars and a third of the fifth.
  frame: css({ position: 'relative', display: 'inline-flex', flexShrink: 0, lineHeight: 0 }),
  // The stars keep their size in the clipped row; only the row's width is cut.
  row: css({ display: 'inline-flex', whiteSpace: 'nowrap', '& svg': { flexShrink: 0 } }),
  outline: css({ color: theme.colors.borderStrong }),
  filled: css({ position: 'absolute', inset: 0, overflow: 'hidden', color: theme.colors.text }),
};

/** A read-only rating as stars, announced as its words (`label`, e.g. "Rated 4.3 out of 5"). */
export function RatingStars({ value, label, size = 18 }: { value: number; label: string; size?: number }) {
  const share = Math.min(Math.max(value / LIMITS.ratingMax, 0), 1);
  return (
    <span css={styles.frame} role="img" aria-label={label}>
      <span css={[styles.row, styles.outline]}>
        {stars.map((index) => (
          <StarIcon key={index} size={size} filled={false} />
        ))}
      </span>
      <span css={[styles.row, styles.filled]} style={{ width: `${share * 100}%` }} data-testid="rating-fill">
        {stars.map((index) => (
          <StarIcon key={index} size={size} />
        ))}
      </span>
    </span>
  );
}
