import { lazy, Suspense, useId, useState } from 'react';
import { css } from '@emotion/react';
import { LIMITS, TIMINGS, type Product } from 'contracts';
import { Button, Spinner, mq, theme, saveFeedback } from 'shared-ui';
import { useSession, useToast } from 'shared-ui/state';
import type { FeedbackValues } from '../components/feedback-dialog';
import { FeedbackList } from '../components/feedback-list';
import { FeedbackSummary, feedbackCount } from '../components/feedback-summary';
import { GuestFeedbackPrompt } from '../components/guest-feedback-prompt';
import { useProductFeedback } from '../hooks/use-product-feedback';

// The dialog (with formik and the yup schema) is fetched when a shopper opens it, not with the page.
const FeedbackDialog = lazy(() =>
  import('../components/feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

const { colors, fonts, fontSizes, fontWeights, space } = theme;

const styles = {
  section: css({
    marginTop: space.xxl,
    paddingTop: space.xl,
    borderTop: `1px solid ${colors.border}`,
    [mq.tablet]: { marginTop: space.xxxl },
  }),
  header: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.md,
    marginBottom: space.lg,
  }),
  heading: css({
    margin: `0 0 ${space.xs}`,
    fontFamily: fonts.display,
    fontSize: fontSizes.xl,
    fontWeight: fontWeights.medium,
    [mq.tablet]: { fontSize: fontSizes.xxl },
  }),
  // Holds the place of a short list while the first answer is on its way, so little moves when it arrives.
  status: css({
    display: 'flex',
    alignItems: 'center',
    gap: space.md,
    minHeight: '6rem',
    color: colors.textMuted,
    fontSize: fontSizes.md,
  }),
  // The ghost button's text lines up with the list's left edge.
  more: css({ marginTop: space.md, marginLeft: `-${space.lg}` }),
};

const NOTICES = {
  saved: 'Thank you for your feedback!',
  failed: 'Error submitting feedback',
} as const;

/**
 * The product page's feedback section: the average and count, the list (newest first), "See All
 * Feedbacks", and the leave-feedback dialog for a logged-in shopper; a guest is asked to log in.
 * After a feedback is sent the dialog closes and the list is fetched again, whether it worked or not
 * (spec section 4), with a notice for 4 s.
 */
export function ProductFeedback({ product }: { product: Product }) {
  const feedback = useProductFeedback(product.id);
  const { isLogged, user } = useSession();
  const toast = useToast();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();

  const comments = feedback.status === 'ready' ? feedback.list.comments : [];
  const own = user ? comments.find((entry) => entry.userId === user.id) : undefined;
  const previous: FeedbackValues | undefined = own ? { rate: own.rate, content: own.content } : undefined;

  const submit = async (values: FeedbackValues) => {
    try {
      await saveFeedback({ productId: product.id, ...values });
      toast.show({ message: NOTICES.saved, tone: 'success', durationMs: TIMINGS.noticeMs });
    } catch {
      toast.show({ message: NOTICES.failed, tone: 'error', durationMs: TIMINGS.noticeMs });
    }
    setDialogOpen(false);
    feedback.reload();
  };

  return (
    <section css={styles.section} aria-labelledby={headingId} data-testid="product-feedback">
      <div css={styles.header}>
        <div>
          <h2 id={headingId} css={styles.heading}>
            Feedback
          </h2>
          {feedback.status === 'ready' && <FeedbackSummary list={feedback.list} />}
        </div>
        {isLogged ? (
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            {own ? 'Edit Your Feedback' : 'Leave Feedback'}
          </Button>
        ) : (
          <GuestFeedbackPrompt />
        )}
      </div>

      {feedback.status === 'loading' && (
        <div css={styles.status}>
          <Spinner label="Loading feedback" />
        </div>
      )}
      {feedback.status === 'error' && (
        <div css={styles.status} role="alert">
          <p>We could not load the feedback.</p>
          <Button variant="ghost" onClick={feedback.reload}>
            Retry
          </Button>
        </div>
      )}
      {feedback.status === 'ready' && comments.length > 0 && (
        <>
          <FeedbackList id={listId} comments={comments} expanded={expanded} />
          {/* Only when the box hides entries: it holds three, so three or fewer are all in sight. */}
          {comments.length > LIMITS.feedbackScrollFrom && (
            <Button
              variant="ghost"
              css={styles.more}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? 'Show Fewer Feedbacks' : `See all ${feedbackCount(comments.length)}`}
            </Button>
          )}
        </>
      )}

      {isLogged && dialogOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog
            open
            productName={product.name}
            previous={previous}
            onClose={() => setDialogOpen(false)}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </section>
  );
}
