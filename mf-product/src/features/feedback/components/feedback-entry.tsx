import { css } from '@emotion/react';
import type { FeedbackEntry as Entry } from 'contracts';
import { theme } from 'shared-ui';
import { RatingStars } from './rating-stars';

const { colors, fontSizes, fontWeights, lineHeights, space } = theme;

const styles = {
  entry: css({ padding: `${space.md} 0`, borderBottom: `1px solid ${colors.border}` }),
  header: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${space.xxs} ${space.sm}`,
  }),
  author: css({ margin: 0, fontSize: fontSizes.sm, fontWeight: fontWeights.medium }),
  meta: css({ display: 'flex', alignItems: 'center', gap: space.sm, fontSize: fontSizes.xs, color: colors.textMuted }),
  // pre-line keeps the shopper's line breaks; overflow-wrap stops a long word or link widening the page.
  content: css({
    margin: `${space.xs} 0 0`,
    fontSize: fontSizes.md,
    lineHeight: lineHeights.normal,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
};

// A fixed time zone, so the date does not depend on where the page is rendered (server or browser).
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Olena K.": the first name and the initial of the surname, enough to tell shoppers apart. */
function authorName(entry: Entry): string {
  const initial = entry.customerSurname.trim().charAt(0);
  return initial ? `${entry.customerName} ${initial}.` : entry.customerName;
}

/**
 * One feedback. Its text is rendered as text by React (never as HTML), so markup a shopper typed
 * shows as the characters she typed.
 */
export function FeedbackEntry({ entry }: { entry: Entry }) {
  const edited = entry.updatedAt !== entry.createdAt;
  return (
    <li css={styles.entry}>
      <div css={styles.header}>
        <p css={styles.author}>{authorName(entry)}</p>
        <div css={styles.meta}>
          <RatingStars value={entry.rate} label={`Rated ${entry.rate} out of 5`} size={16} />
          <time dateTime={entry.updatedAt}>
            {dateFormat.format(new Date(entry.updatedAt))}
            {edited && ' (edited)'}
          </time>
        </div>
      </div>
      <p css={styles.content}>{entry.content}</p>
    </li>
  );
}
