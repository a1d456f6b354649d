import { number, object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/ui-behaviour';
import { tooLongMessage } from './fields';

const CONTENT_MESSAGE = 'Describe your experience with the Vesna product';
const RATING_RANGE_MESSAGE = 'Rating must be a whole number from 1 to 5'; // ours: the spec has none

/**
 * Leave-feedback dialog and POST /comments. A factory because the rating message names the product:
 * "Please rate <product name>".
 */
export function makeFeedbackSchema(productName: string) {
  return object({
    content: string()
      .required(CONTENT_MESSAGE)
      .max(LIMITS.feedbackMax, tooLongMessage('Feedback', LIMITS.feedbackMax))
      .test('not-blank', CONTENT_MESSAGE, (value) => value == null || value.trim() !== ''),
    // An empty rating arrives as '' or NaN: that is "no rating", not a type error.
    rate: number()
      .typeError('Rating is required')
      .required('Rating is required')
      .min(LIMITS.ratingMin, `Please rate ${productName}`)
      .max(LIMITS.ratingMax, RATING_RANGE_MESSAGE)
      .integer(RATING_RANGE_MESSAGE),
  });
}

export type FeedbackInput = InferType<ReturnType<typeof makeFeedbackSchema>>;
