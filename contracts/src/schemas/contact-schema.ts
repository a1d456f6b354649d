import { boolean, object, string, type InferType } from 'yup';
import { CONTACT_SUBJECTS } from '../types/contact-newsletter-api';
import { LIMITS } from '../constants/ui-behaviour';
import { emailField, lineField, personNameField, tooLongMessage } from './fields';

const PRIVACY_MESSAGE = 'You have to submit our Privacy and Policy';

/** "Write Us" form of /contactUs and POST /contacts. */
export const contactSchema = object({
  // The spec's wording for an empty full name is "First Name is required"; kept as specified.
  fullName: personNameField({
    required: 'First Name is required',
    spacesOnly: 'Name cannot consist of spaces only',
    lettersOnly: 'Name must contain only letters',
  }),
  email: emailField({ required: 'Email is required', invalid: 'Invalid email address' }),
  orderNumber: lineField('Order number').optional(),
  message: string()
    .required('Message is required')
    .max(LIMITS.messageMax, tooLongMessage('Message', LIMITS.messageMax))
    .test('not-blank', 'Message is required', (value) => value == null || value.trim() !== ''),
  privacyPolicy: boolean().required(PRIVACY_MESSAGE).isTrue(PRIVACY_MESSAGE),
  // Chosen in the collapsed form on narrow screens; the wide form sends none.
  subject: string()
    .oneOf([...CONTACT_SUBJECTS], 'Choose General Inquiry, Support or Feedback')
    .optional(),
});

export type ContactInput = InferType<typeof contactSchema>;
