import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { css } from '@emotion/react';
import { LIMITS } from 'contracts';
import { theme } from 'shared-ui';
import { StarIcon } from './star-icon';

const { colors, fontSizes, fontWeights, space } = theme;

const ratings = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, index) => LIMITS.ratingMin + index);

const styles = {
  legend: css({ display: 'block', marginBottom: space.xxs, fontSize: fontSizes.sm, fontWeight: fontWeights.medium }),
  group: css({ display: 'inline-flex', gap: space.xxs }),
  star: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: theme.sizes.touchTarget,
    height: theme.sizes.touchTarget,
    color: colors.borderStrong,
    cursor: 'pointer',
    '&[data-lit="true"]': { color: colors.text },
    // The native radio lies over its star, invisible but the one that takes the click and the keys.
    '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
    '& input:focus-visible + svg': { outline: `2px solid ${colors.focus}`, outlineOffset: 4, borderRadius: 2 },
  }),
  hidden: css({
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
  error: css({ marginTop: space.xxs, fontSize: fontSizes.sm, color: colors.error }),
};

export interface RatingInputProps {
  name: string;
  label: string;
  /** The chosen rating; 0 or null: none chosen. */
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}

/**
 * Rating 1 to 5 as a radio group of stars. Native radios, so Tab reaches the group and the arrow
 * keys move and choose like any radio group. Choosing the chosen star again with the pointer, or
 * Delete / Backspace on a star, clears the rating.
 */
export function RatingInput({ name, label, value, onChange, error }: RatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const labelId = `${name}-label`;
  const errorId = `${name}-error`;

  const clearOnKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    event.preventDefault();
    onChange(null);
  };
  // A pointer click has a click count (detail >= 1); a click made by the Space key has none, and Space
  // on the chosen star keeps it.
  const clearOnReclick = (rating: number) => (event: MouseEvent<HTMLInputElement>) => {
    if (event.detail > 0 && rating === value) onChange(null);
  };

  return (
    <div>
      <span id={labelId} css={styles.legend}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        css={styles.group}
      >
        {ratings.map((rating) => (
          <label
            key={rating}
            css={styles.star}
            data-lit={rating <= shown}
            onMouseEnter={() => setHovered(rating)}
            onMouseLeave={() => setHovered(null)}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onClick={clearOnReclick(rating)}
              onKeyDown={clearOnKey}
            />
            <StarIcon size={28} filled={rating <= shown} />
            <span css={styles.hidden}>{rating === 1 ? '1 star' : `${rating} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} css={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
