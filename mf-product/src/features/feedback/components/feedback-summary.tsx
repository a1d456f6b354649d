import { css } from '@emotion/react';
import type { FeedbackList } from 'contracts';
import { theme } from 'shared-ui';
import { RatingStars } from './rating-stars';

const { colors, fonts, fontSizes, fontWeights, space } = theme;

const styles = {
  summary: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xxs} ${space.sm}` }),
  average: css({ fontFamily: fonts.display, fontSize: fontSizes.xxl, fontWeight: fontWeights.medium, lineHeight: 1 }),
  count: css({ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted }),
};

/** "4 feedbacks", "1 feedback": the word the section's "See All Feedbacks" uses. */
export function feedbackCount(count: number): string {
  return `${count} ${count === 1 ? 'feedback' : 'feedbacks'}`;
}

/** The average rating as a figure and as stars, with the number of feedbacks behind it. */
export function FeedbackSummary({ list }: { list: FeedbackList }) {
  if (list.average === null || list.count === 0) {
    return <p css={styles.count}>No feedback yet.</p>;
  }
  const average = list.average.toFixed(1);
  return (
    <div css={styles.summary} data-testid="feedback-summary">
      <span css={styles.average} aria-hidden="true">
        {average}
      </span>
      <RatingStars value={list.average} label={`Average rating ${average} out of 5`} size={20} />
      <p css={styles.count}>Based on {feedbackCount(list.count)}</p>
    </div>
  );
}
