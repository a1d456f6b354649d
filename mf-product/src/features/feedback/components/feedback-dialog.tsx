import { useMemo } from 'react';
import { css } from '@emotion/react';
import { Form, Formik, useField } from 'formik';
import { makeFeedbackSchema } from 'contracts/schemas';
import { Button, mq, theme, Dialog } from 'shared-ui';
import { RatingInput } from './rating-input';

const { colors, fontSizes, fontWeights, radii, space, transitions } = theme;

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: space.lg }),
  label: css({ display: 'block', marginBottom: space.xxs, fontSize: fontSizes.sm, fontWeight: fontWeights.medium }),
  textarea: css({
    display: 'block',
    width: '100%',
    minHeight: '8rem',
    padding: `${space.xs} ${space.sm}`,
    border: `1px solid ${colors.borderStrong}`,
    borderRadius: radii.square,
    background: colors.surface,
    color: colors.text,
    font: 'inherit',
    fontSize: fontSizes.md,
    resize: 'vertical',
    transition: `border-color ${transitions.fast}`,
    '&:hover': { borderColor: colors.text },
    '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 1, borderColor: colors.text },
    '&[aria-invalid="true"]': { borderColor: colors.error },
  }),
  error: css({ marginTop: space.xxs, fontSize: fontSizes.sm, color: colors.error }),
  // On a phone the two buttons stack at full width, the main one on top; side by side from 500 px.
  actions: css({
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: space.sm,
    [mq.middle]: { flexDirection: 'row', justifyContent: 'flex-end' },
  }),
};

/** What the dialog sends: a whole rating from 1 to 5 and the text as typed. */
export interface FeedbackValues {
  rate: number;
  content: string;
}

/** The form's own values: `rate` is 0 until a star is chosen and null once the choice was cleared. */
interface FormValues {
  rate: number | null;
  content: string;
}

export interface FeedbackDialogProps {
  open: boolean;
  productName: string;
  /** The shopper's earlier feedback on this product: the dialog edits it instead of starting empty. */
  previous?: FeedbackValues;
  onClose: () => void;
  /** Sends the feedback; the caller says how it went (toast) and closes the dialog. */
  onSubmit: (values: FeedbackValues) => Promise<void>;
}

function RatingField({ productName }: { productName: string }) {
  const [field, meta, helpers] = useField<number | null>('rate');
  return (
    <RatingInput
      name="feedback-rate"
      label={`Your rating of ${productName}`}
      value={field.value}
      // Touched on a choice, not on blur: the arrow keys blur one star on the way to the next.
      onChange={(value) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(value, true);
      }}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}

function ContentField() {
  const [field, meta] = useField<string>('content');
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div>
      <label htmlFor="feedback-content" css={styles.label}>
        Your feedback
      </label>
      <textarea
        {...field}
        id="feedback-content"
        css={styles.textarea}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'feedback-content-error' : undefined}
      />
      {error && (
        <p id="feedback-content-error" css={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The leave-feedback dialog: a rating and a text, checked by contracts' feedback schema (the spec's
 * messages: "Rating is required", "Please rate {product name}", and the text's message naming Vesna).
 */
export function FeedbackDialog({ open, productName, previous, onClose, onSubmit }: FeedbackDialogProps) {
  const schema = useMemo(() => makeFeedbackSchema(productName), [productName]);
  const initialValues: FormValues = { rate: previous?.rate ?? 0, content: previous?.content ?? '' };
  return (
    <Dialog open={open} onClose={onClose} title={previous ? 'Edit Your Feedback' : 'Leave Feedback'}>
      <Formik<FormValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          // The schema has passed, so the rating is a whole number from 1 to 5 here.
          await onSubmit({ rate: Number(values.rate), content: values.content });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Feedback" css={styles.form}>
            <RatingField productName={productName} />
            <ContentField />
            <div css={styles.actions}>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Submit Feedback
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
