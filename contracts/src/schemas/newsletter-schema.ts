import { boolean, object, type InferType } from 'yup';
import { emailField } from './fields';

const AGREEMENT_MESSAGE = 'You must agree before submitting';

/** Footer newsletter form and POST /subscribers. */
export const newsletterSchema = object({
  // The spec gives only the format message; an empty field says "Email is required" as in the other forms.
  email: emailField({ required: 'Email is required', invalid: 'Invalid email address' }),
  agreement: boolean().required(AGREEMENT_MESSAGE).isTrue(AGREEMENT_MESSAGE),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;
