import { css } from '@emotion/react';
import { LIMITS, type FeedbackEntry as Entry } from 'contracts';
import { theme } from 'shared-ui';
import { FeedbackEntry } from './feedback-entry';

const styles = {
  list: css({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${theme.colors.border}` }),
  // About three entries tall, so a cut-off entry shows there is more to scroll to.
  scrolling: css({
    maxHeight: '19rem',
    overflowY: 'auto',
    // Whatever the entries' heights, the box's foot fades out, so it reads as "more below"; the padding
    // under the last entry lets it scroll clear of the fade. (An alpha mask: its colour is not shown.)
    paddingBottom: '2rem',
    maskImage: 'linear-gradient(to bottom, black calc(100% - 2rem), transparent)',
    overscrollBehavior: 'contain',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
};

export interface FeedbackListProps {
  id: string;
  comments: Entry[];
  /** "See All Feedbacks" was pressed: every entry in the page's flow, no inner scrolling. */
  expanded: boolean;
}

/**
 * The feedbacks in the order the API gives them (newest first). From LIMITS.feedbackScrollFrom entries
 * on (spec section 9) the list scrolls inside a box until it is expanded; the box is focusable so a
 * keyboard can scroll it too.
 */
export function FeedbackList({ id, comments, expanded }: FeedbackListProps) {
  const scrolls = !expanded && comments.length >= LIMITS.feedbackScrollFrom;
  const list = (
    <ul css={styles.list} id={scrolls ? undefined : id} aria-label="Feedbacks">
      {comments.map((entry) => (
        <FeedbackEntry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
  if (!scrolls) return list;
  return (
    <div
      id={id}
      css={styles.scrolling}
      role="region"
      aria-label="Feedbacks, scrollable"
      // A scrolling region must be reachable from the keyboard (WCAG 2.1.1, axe's scrollable-region-focusable),
      // though it is no control: the rule does not know that case.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-scrolling="true"
    >
      {list}
    </div>
  );
}
