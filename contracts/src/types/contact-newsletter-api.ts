/**
 * Contact form and newsletter double opt-in: what crosses the wire between the API and shared-ui.
 * Paths are in API_PATHS (contacts, subscribers, subscribersConfirm, subscribersUnsubscribe).
 */

/** Subjects of the collapsed contact form on narrow screens; the wide form sends none. */
export const CONTACT_SUBJECTS = ['General Inquiry', 'Support', 'Feedback'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Body of POST /contacts. */
export interface ContactRequest {
  fullName: string;
  email: string;
  orderNumber?: string;
  message: string;
  privacyPolicy: boolean;
  subject?: ContactSubject;
}

/** Texts of the contact form's notices (spec section 8; "business days", not the source's typo). */
export const CONTACT_SUCCESS_MESSAGE =
  'Your message was sent successfully. We will contact you within 1-2 business days';
export const CONTACT_FAILURE_MESSAGE = 'Failed to send your message. Please try again later.';

/**
 * The one answer of POST /subscribers for every valid address, new, pending, confirmed or
 * unsubscribed, so the answer never tells whether an address is on the list.
 */
export const SUBSCRIBE_MESSAGE =
  'Thank you! Please check your inbox: we sent you a link to confirm your subscription (it works for 7 days).';

/**
 * Where the newsletter's confirm and unsubscribe links land: the shop's /newsletter page with
 * `?status=` one of these (the API's redirect sets it, the page shows the matching text).
 */
export const NEWSLETTER_PAGE_PATH = '/newsletter';
export type NewsletterLinkStatus = 'confirmed' | 'unsubscribed' | 'invalid-link';

/**
 * What a mailed link asks for. The link (GET) changes nothing: it opens the /newsletter page with
 * `?action=` and `?token=`, whose button POSTs the token, so a mail scanner that follows every link
 * neither confirms nor unsubscribes anyone.
 */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** Body of POST /subscribers/confirm and POST /subscribers/unsubscribe (the page's button). */
export interface NewsletterTokenRequest {
  token: string;
}

/** Answer of both POSTs: the outcome the page then shows (200, also for a used or unknown token). */
export interface NewsletterLinkAnswer {
  status: NewsletterLinkStatus;
}
